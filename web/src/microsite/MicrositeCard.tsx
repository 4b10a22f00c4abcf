// The dashboard's microsite card (SPEC.md section 2, "Dashboard"): on a microsite, its logo and name
// and the way into searching it.
import { Avatar, Button, Card, Group, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { pathTo } from '../routing/paths.ts';
import { currentMicrosite } from '../session/sessionState.ts';
import { initials } from '../shell/initials.ts';

export function MicrositeCard() {
  useSignals();
  const microsite = currentMicrosite.value;
  if (!microsite) return null;
  return (
    <Card withBorder radius="md" component="section" aria-label={`Micrositio ${microsite.name}`}>
      <Group justify="space-between" wrap="nowrap">
        <Group wrap="nowrap" miw={0}>
          <Avatar src={microsite.logo_square_url} alt="" radius="md" color="premium">
            {initials(microsite.name)}
          </Avatar>
          <Text fw={700} truncate>
            {microsite.name}
          </Text>
        </Group>
        <Button component={Link} href={pathTo('microsite.search.index')} flex="none">
          Buscar
        </Button>
      </Group>
    </Card>
  );
}
