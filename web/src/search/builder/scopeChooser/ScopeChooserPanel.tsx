// The microsite scope chooser (SPEC.md section 2, side panels), opened from the search builder's
// scope header on a microsite's host: the whole microsite, its sellers' catalogues and the viewer's
// groups, as the microsite's settings allow; the scope being searched is marked 'Actual'.
import { micrositeEndpoints } from '@app/contracts/microsite/endpoints';
import type { SearchScope } from '@app/contracts/search/search';
import { Avatar, Badge, Drawer, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEndpointQuery } from '../../../api/query/endpointQueries.ts';
import { navigateTo } from '../../../routing/navigation.ts';
import { currentMicrosite, currentUser } from '../../../session/sessionState.ts';
import { initials } from '../../../shell/initials.ts';
import { PanelTitle } from '../../../shell/PanelTitle.tsx';
import { type ScopeChoice, type ScopeChoiceKind, scopeChoices } from './scopeChoices.ts';

const SECTION_TITLES: Record<ScopeChoiceKind, string> = {
  microsite: 'Todo el micrositio',
  seller: 'Catálogos de sus vendedores',
  group: 'Mis grupos',
};

function ChoiceRow({ choice, onChosen }: { choice: ScopeChoice; onChosen: () => void }) {
  const choose = () => {
    if (choice.current) onChosen();
    else navigateTo(choice.path);
  };
  return (
    <UnstyledButton
      onClick={choose}
      disabled={choice.disabled}
      aria-current={choice.current ? 'true' : undefined}
      data-testid="scope-choice"
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: choice.current
          ? '2px solid var(--mantine-primary-color-filled)'
          : '1px solid var(--mantine-color-gray-3)',
        opacity: choice.disabled ? 0.6 : 1,
        cursor: choice.disabled ? 'not-allowed' : 'pointer',
      }}
    >
      <Group wrap="nowrap" gap="sm">
        <Avatar
          src={choice.avatar.url}
          alt=""
          aria-hidden="true"
          radius={choice.kind === 'seller' ? 'xl' : 'md'}
          color="premium"
        >
          {initials(choice.avatar.name)}
        </Avatar>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} truncate>
            {choice.title}
          </Text>
          <Text size="sm" c="dimmed">
            {choice.description}
          </Text>
        </div>
        {choice.current ? (
          <Badge variant="light" flex="none">
            Actual
          </Badge>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}

function ChoiceSection({
  kind,
  choices,
  onChosen,
}: {
  kind: ScopeChoiceKind;
  choices: ScopeChoice[];
  onChosen: () => void;
}) {
  const titleId = `scope-chooser-${kind}`;
  return (
    <Stack component="section" gap="xs" aria-labelledby={titleId}>
      <Title order={2} size="h6" id={titleId} c="dimmed">
        {SECTION_TITLES[kind]}
      </Title>
      {choices.map((choice) => (
        <ChoiceRow key={choice.key} choice={choice} onChosen={onChosen} />
      ))}
    </Stack>
  );
}

function Choices({ scope, onClose }: { scope: SearchScope; onClose: () => void }) {
  useSignals();
  const microsite = currentMicrosite.value;
  const usersShown = microsite?.settings.users === true;
  const sellers = useEndpointQuery(['microsite', 'sellers'], micrositeEndpoints.sellers, {}, { enabled: usersShown });
  const user = currentUser.value;
  if (!microsite) return null;
  const choices = scopeChoices({
    microsite,
    scope,
    sellers: sellers.data ?? [],
    groups: user?.is_premium ? user.groups : [],
  });
  const of = (kind: ScopeChoiceKind) => choices.filter((choice) => choice.kind === kind);
  return (
    <Stack gap="lg">
      <ChoiceSection kind="microsite" choices={of('microsite')} onChosen={onClose} />
      {usersShown ? (
        sellers.isPending ? (
          <Loader size="sm" mx="auto" display="block" aria-label="Cargando catálogos" />
        ) : sellers.isError ? (
          <Text c="dimmed">No se pudieron cargar los catálogos. Volvé a intentar en un momento.</Text>
        ) : of('seller').length > 0 ? (
          <ChoiceSection kind="seller" choices={of('seller')} onChosen={onClose} />
        ) : null
      ) : null}
      {of('group').length > 0 ? <ChoiceSection kind="group" choices={of('group')} onChosen={onClose} /> : null}
    </Stack>
  );
}

export function ScopeChooserPanel({
  opened,
  onClose,
  scope,
}: {
  opened: boolean;
  onClose: () => void;
  scope: SearchScope;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="sm"
      title={<PanelTitle>¿Dónde querés buscar?</PanelTitle>}
    >
      {opened ? <Choices scope={scope} onClose={onClose} /> : null}
    </Drawer>
  );
}
