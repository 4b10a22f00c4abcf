// The footer every page of a microsite carries (SPEC.md section 2): the platform it runs on.
import { Box, Group, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { onMicrosite } from '../session/sessionState.ts';
import { BRAND_NAME } from '../shell/brand.ts';
import { LogoMark } from '../shell/Logo.tsx';

export function PoweredBy() {
  useSignals();
  if (!onMicrosite.value) return null;
  return (
    <Box component="footer" py="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Group justify="center" gap={6}>
        <Text size="sm" c="dimmed">
          Powered by
        </Text>
        <LogoMark size={18} />
        <Text size="sm" fw={700}>
          {BRAND_NAME}
        </Text>
      </Group>
    </Box>
  );
}
