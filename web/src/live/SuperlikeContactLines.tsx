import { SWIPE_MESSAGES } from '@app/contracts/swipe/decisions';
import type { SuperlikeContact } from '@app/contracts/swipe/superlikes';
import { Anchor, Text } from '@mantine/core';

function whatsappHref(number: string, text: string | undefined): string {
  const address = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text === undefined ? address : `${address}?text=${encodeURIComponent(text)}`;
}

/**
 * The contact types the person enabled, each as a link; 'No se encontraron datos de contacto.'
 * otherwise. `whatsappText` is the message WhatsApp opens with.
 */
export function SuperlikeContactLines({ contact, whatsappText }: { contact: SuperlikeContact; whatsappText?: string }) {
  const lines = [
    contact.email ? { label: 'E-mail', value: contact.email, href: `mailto:${contact.email}` } : null,
    contact.phone ? { label: 'Teléfono', value: contact.phone, href: `tel:${contact.phone}` } : null,
    contact.whatsapp
      ? { label: 'WhatsApp', value: contact.whatsapp, href: whatsappHref(contact.whatsapp, whatsappText) }
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
