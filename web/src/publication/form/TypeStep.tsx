// The wizard's 'Tipo' step: which kind of publication this is.
import { Radio, SimpleGrid, Text } from '@mantine/core';
import { type ConfiguredType, typeTitle } from '../catalogue/publicationTypes.ts';

interface TypeStepProps {
  types: readonly ConfiguredType[];
  value: string | null;
  onChange: (typeId: string) => void;
  error?: string | undefined;
}

export function TypeStep({ types, value, onChange, error }: TypeStepProps) {
  return (
    <Radio.Group label="¿Qué vas a publicar?" value={value ?? ''} onChange={onChange} error={error} required>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
        {types.map((type) => (
          <Radio.Card key={type.id} value={type.id} p="md" radius="md" aria-label={typeTitle(type)}>
            <Radio.Indicator />
            <Text fw={600} mt={6}>
              {typeTitle(type)}
            </Text>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
