// The dashboard's microsite card (SPEC.md section 2, "Dashboard"): on a microsite, its logo and name
// and the way into searching it; on the main platform, each microsite the person takes part in, with
// the way to its own address.
import type { AccountMicrosite } from '@app/contracts/microsite/endpoints';
import { Avatar, Button, Card, Group, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { pathTo } from '../routing/paths.ts';
import { currentMicrosite } from '../session/sessionState.ts';
import { initials } from '../shell/initials.ts';

/** The microsite's address with this page's scheme and port (`inmobiliaria.localhost:3000` in the demo). */
export function micrositeAddress(host: string, location: Pick<Location, 'protocol' | 'port'> = globalThis.location) {
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}/`;
}

function SiteCard({ name, logoUrl, action }: { name: string; logoUrl: string | null; action: ReactNode }) {
  return (
    <Card withBorder radius="md" component="section" aria-label={`Micrositio ${name}`}>
      <Group justify="space-between" wrap="nowrap">
        <Group wrap="nowrap" miw={0}>
          <Avatar src={logoUrl} alt="" radius="md" color="premium">
            {initials(name)}
          </Avatar>
          <Text fw={700} truncate>
            {name}
          </Text>
        </Group>
        {action}
      </Group>
    </Card>
  );
}

/** Without `site`: the microsite this host serves, if any. */
export function MicrositeCard({ site }: { site?: AccountMicrosite }) {
  useSignals();
  if (site) {
    const action = (
      <Button component="a" href={micrositeAddress(site.host)} flex="none" variant="light">
        Ir al micrositio
      </Button>
    );
    return <SiteCard name={site.name} logoUrl={site.logo_square_url} action={action} />;
  }
  const microsite = currentMicrosite.value;
  if (!microsite) return null;
  const search = (
    <Button component={Link} href={pathTo('microsite.search.index')} flex="none">
      Buscar
    </Button>
  );
  return <SiteCard name={microsite.name} logoUrl={microsite.logo_square_url} action={search} />;
}
