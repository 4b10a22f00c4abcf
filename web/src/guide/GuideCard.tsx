// The 3-step interactive guide (SPEC.md sections 2 and 4): account and premium, products (with the
// profile's publication count and the quick-create panel), username and catalogue. When all are
// done, the congratulations card with the catalogue's address.
import { Button, Group, SimpleGrid } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { requireIdentity } from '../account/identify/requireIdentity.ts';
import { quickCreateOpen } from '../dialogs/dialogState.ts';
import { navigateTo } from '../routing/navigation.ts';
import { pathTo } from '../routing/paths.ts';
import { currentUser } from '../session/sessionState.ts';
import { CongratulationsCard } from './CongratulationsCard.tsx';
import { GuideStepCard } from './GuideStepCard.tsx';
import { guideProgress } from './guideSteps.ts';
import { useProfileCount } from './useProfileCount.ts';

const becomePremium = () => requireIdentity({ verifiedEmail: true, premium: true });

export function GuideCard() {
  useSignals();
  const user = currentUser.value;
  const isPremium = user?.is_premium === true;
  const publicationCount = useProfileCount(isPremium);
  const progress = guideProgress({ isPremium, publicationCount, slug: user?.slug ?? null });

  if (progress.allDone && user?.slug) return <CongratulationsCard slug={user.slug} />;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <GuideStepCard
        number={1}
        title="Creá tu cuenta y activá premium"
        state={progress.account}
        text={
          progress.account === 'done'
            ? 'Tu cuenta es premium.'
            : 'Ingresá con tu correo y activá premium con tu código promocional.'
        }
        actions={<Button onClick={becomePremium}>{user ? 'Activar premium' : 'Crear cuenta'}</Button>}
      />
      <GuideStepCard
        number={2}
        title="Cargá tus productos"
        state={progress.products}
        text={
          publicationCount === null
            ? 'Publicá a mano o con la carga rápida: escribí una frase y nosotros completamos los datos.'
            : `Publicaciones creadas: ${publicationCount}.`
        }
        lockedText="Disponible cuando tu cuenta sea premium."
        offeredWhenDone
        actions={
          <Group gap="xs">
            <Button
              onClick={() => {
                quickCreateOpen.value = true;
              }}
            >
              Carga rápida
            </Button>
            <Button variant="light" onClick={() => navigateTo(pathTo('account.publication.create'))}>
              Nueva publicación
            </Button>
          </Group>
        }
      />
      <GuideStepCard
        number={3}
        title="Configurá tu catálogo"
        state={progress.catalogue}
        text={
          progress.catalogue === 'done'
            ? 'Tu catálogo ya tiene dirección.'
            : 'Elegí tu nombre de usuario: será la dirección de tu catálogo.'
        }
        lockedText="Completá los pasos 1 y 2 para continuar."
        actions={<Button onClick={() => navigateTo(pathTo('account.setting.slug'))}>Elegir nombre de usuario</Button>}
      />
    </SimpleGrid>
  );
}
