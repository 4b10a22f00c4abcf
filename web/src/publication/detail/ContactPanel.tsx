// The contact panel (SPEC.md "Side panels"): e-mail, phone and WhatsApp of the publication's seller,
// only the types they enabled, to signed-in people (a visitor is asked to sign in, as for a group's
// administrators). WhatsApp opens with the publication's title and link written.

import { publicationEndpoints as endpoints } from '@app/contracts/publication/endpoints';
import { PUBLICATION_MESSAGES, type Publication } from '@app/contracts/publication/publication';
import type { SellerContact } from '@app/contracts/publication/requests';
import { Button, Drawer, Loader, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import { openIdentify } from '../../dialogs/dialogState.ts';
import { SuperlikeContactLines } from '../../live/SuperlikeContactLines.tsx';
import { currentUser } from '../../session/sessionState.ts';
import { PanelTitle } from '../../shell/PanelTitle.tsx';

/** The address that shows the publication to whoever receives the message. */
export function publicationLink(publication: Publication, seller: SellerContact | null, origin: string): string {
  if (publication.url) return publication.url;
  return seller?.slug ? `${origin}/${seller.slug}` : origin;
}

function useSellerContact(publicationId: string, opened: boolean): SellerContact | null | 'failed' {
  const { data, isError } = useEndpointQuery(
    [QUERY_SCOPES.publications, 'seller-contact'],
    endpoints.sellerContact,
    { params: { id: publicationId } },
    { enabled: opened },
  );
  if (isError) return 'failed';
  return data?.data ?? null;
}

function SignInToSeeContact() {
  return (
    <Stack gap="sm">
      <Text c="dimmed">{PUBLICATION_MESSAGES.contactHidden}</Text>
      <Button onClick={() => openIdentify('email')}>Ingresar</Button>
    </Stack>
  );
}

export function ContactPanel(props: { publication: Publication; opened: boolean; onClose: () => void }) {
  useSignals();
  const { publication, opened, onClose } = props;
  const signedIn = currentUser.value !== null;
  const seller = useSellerContact(publication.id, opened && signedIn);
  const known = seller === 'failed' ? null : seller;
  const text = `${publication.title} ${publicationLink(publication, known, window.location.origin)}`;
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="sm" title={<PanelTitle>Contactar</PanelTitle>}>
      {!signedIn ? (
        <SignInToSeeContact />
      ) : seller === null ? (
        <Loader size="sm" aria-label="Cargando" />
      ) : (
        <Stack gap="xs">
          {known ? <Text fw={500}>{known.name}</Text> : null}
          <SuperlikeContactLines
            contact={known?.contact ?? { email: null, phone: null, whatsapp: null }}
            whatsappText={text}
          />
        </Stack>
      )}
    </Drawer>
  );
}
