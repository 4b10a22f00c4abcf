import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { configuration } from '../session/sessionState.ts';

/** Both legal pages were last updated on 06/08/2024 (SPEC.md section 1). */
export const LEGAL_LAST_UPDATED = '06/08/2024';

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
}

export function LegalDocument({ title, sections }: { title: string; sections: readonly LegalSection[] }) {
  useSignals();
  const contactEmail = configuration.value?.contact_email;
  return (
    <Container size="md" py="xl" component="article">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" size="sm" mt={4}>
        Última actualización: {LEGAL_LAST_UPDATED}
      </Text>
      <Stack gap="lg" mt="xl">
        {sections.map((section, index) => (
          <section key={section.title}>
            <Title order={2} size="h4" mb="xs">
              {index + 1}. {section.title}
            </Title>
            <Stack gap="xs">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} style={{ textWrap: 'pretty' }}>
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </section>
        ))}
        {contactEmail ? (
          <Text>
            Correo de contacto: <Anchor href={`mailto:${contactEmail}`}>{contactEmail}</Anchor>
          </Text>
        ) : null}
      </Stack>
    </Container>
  );
}
