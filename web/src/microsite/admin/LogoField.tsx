// One of a microsite's three logos on its form: what it is now (or the image just chosen) and the
// file picker, images only (SPEC.md section 5).
import { MICROSITE_MESSAGES } from '@app/contracts/microsite/messages';
import { FileInput, Group, Image, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

interface LogoFieldProps {
  label: string;
  current: string | null;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
}

export function LogoField({ label, current, file, onChange }: LogoFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? current;
  return (
    <Group align="flex-end" wrap="nowrap">
      <Paper withBorder w={56} h={56} p={4} style={{ flex: 'none' }}>
        {shown ? (
          <Image src={shown} alt="" w="100%" h="100%" fit="contain" />
        ) : (
          <Text size="xs" c="dimmed" ta="center">
            Sin logo
          </Text>
        )}
      </Paper>
      <FileInput
        label={label}
        accept="image/png,image/jpeg,image/webp,image/bmp"
        placeholder="Elegir imagen"
        clearable
        value={file ?? null}
        error={error}
        style={{ flex: 1, minWidth: 0 }}
        onChange={(chosen) => {
          const isImage = !chosen || chosen.type.startsWith('image/');
          setError(isImage ? null : MICROSITE_MESSAGES.logoNotAnImage);
          onChange(isImage ? (chosen ?? undefined) : undefined);
        }}
      />
    </Group>
  );
}
