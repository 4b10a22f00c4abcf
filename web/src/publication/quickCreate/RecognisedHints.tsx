import { List, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { configuration } from '../../session/sessionState.ts';
import { type ConfiguredType, currencySymbol } from '../catalogue/publicationTypes.ts';
import { MORE_HINTS, recognisedHints, truncateHints } from './recognisedHints.ts';
import type { Recognised } from './recognition.ts';

/** What was recognised in the sentence: up to five lines, then 'y más'. */
export function RecognisedHints({ recognised, type }: { recognised: Recognised; type: ConfiguredType | null }) {
  useSignals();
  const currencies = configuration.value?.currencies ?? [];
  const hints = recognisedHints(recognised, type, (code) => currencySymbol(currencies, code));
  if (hints.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No reconocimos datos en el texto: completa el título y el precio.
      </Text>
    );
  }
  const { shown, more } = truncateHints(hints);
  return (
    <section aria-label="Datos reconocidos">
      <Text size="sm" fw={600}>
        Reconocimos:
      </Text>
      <List size="sm" spacing={2}>
        {shown.map((hint) => (
          <List.Item key={hint}>{hint}</List.Item>
        ))}
      </List>
      {more ? (
        <Text size="sm" c="dimmed">
          {MORE_HINTS}
        </Text>
      ) : null}
    </section>
  );
}
