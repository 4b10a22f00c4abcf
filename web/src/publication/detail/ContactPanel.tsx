// The contact panel (SPEC.md "Side panels"): e-mail, phone and WhatsApp of the publication's seller,
// only the types they enabled. WhatsApp opens with the publication's title and link written.

import { publicationEndpoints as endpoints } from '@app/contracts/publication/endpoints';
import type { Publication } from '@app/contracts/publication/publication';
import type { SellerContact } from '@app/contracts/publication/requests';
import { Drawer, Loader, Stack, Text } from '@mantine/core';
import { useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import { SuperlikeContactLines } from '../../live/SuperlikeContactLines.tsx';
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

export function ContactPanel(props: { publication: Publication; opened: boolean; onClose: () => void }) {
  const { publication, opened, onClose } = props;
  const seller = useSellerContact(publication.id, opened);
  const known = seller === 'failed' ? null : seller;
  const text = `${publication.title} ${publicationLink(publication, known, window.location.origin)}`;
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="sm" title={<PanelTitle>Contactar</PanelTitle>}>
      {seller === null ? (
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
