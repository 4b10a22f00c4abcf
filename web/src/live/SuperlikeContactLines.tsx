import { SWIPE_MESSAGES } from '@app/contracts/swipe/decisions';
import type { SuperlikeContact } from '@app/contracts/swipe/superlikes';
import { Anchor, Text } from '@mantine/core';

/** The contact types the searcher enabled, each as a link; 'No se encontraron datos de contacto.' otherwise. */
export function SuperlikeContactLines({ contact }: { contact: SuperlikeContact }) {
  const lines = [
    contact.email ? { label: 'E-mail', value: contact.email, href: `mailto:${contact.email}` } : null,
    contact.phone ? { label: 'Teléfono', value: contact.phone, href: `tel:${contact.phone}` } : null,
    contact.whatsapp
      ? { label: 'WhatsApp', value: contact.whatsapp, href: `https://wa.me/${contact.whatsapp.replace(/\D/g, '')}` }
      : null,
  ].filter((line) => line !== null);
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {SWIPE_MESSAGES.noContactData}
      </Text>
    );
  }
  return lines.map((line) => (
    <Text key={line.label} size="sm">
      {line.label}:{' '}
      <Anchor href={line.href} target="_blank" rel="noopener noreferrer">
        {line.value}
      </Anchor>
    </Text>
  ));
}
