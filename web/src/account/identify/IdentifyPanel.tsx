// The identification panel (SPEC.md section 2 and 4): email → recover or signup → logged →
// verify / premium as the action that opened it requires.
import { Drawer, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useRef, useState } from 'react';
import { type IdentifyRequest, type IdentifyStep, identifyDialog } from '../../dialogs/dialogState.ts';
import { forgetNext, goToNext } from '../../routing/navigation.ts';
import { currentUser } from '../../session/sessionState.ts';
import { PanelTitle } from '../../shell/PanelTitle.tsx';
import { EmailStep } from './EmailStep.tsx';
import { LoggedStep } from './LoggedStep.tsx';
import { PremiumStep } from './PremiumStep.tsx';
import { RecoverStep } from './RecoverStep.tsx';
import { SignupStep } from './SignupStep.tsx';
import type { StepProps } from './stepProps.ts';
import { VerifyStep } from './VerifyStep.tsx';

const STEP_TITLES: Record<IdentifyStep, string> = {
  email: 'Identificate',
  recover: 'Ingresá el código',
  signup: 'Creá tu cuenta',
  logged: '¡Bienvenido!',
  verify: 'Verificá tu correo',
  premium: 'Hazte premium',
};

const STEPS_WITH_SESSION: readonly IdentifyStep[] = ['logged', 'verify', 'premium'];

function StepContent({ step, ...props }: StepProps & { step: IdentifyStep }) {
  switch (step) {
    case 'email':
      return <EmailStep {...props} />;
    case 'recover':
      return <RecoverStep {...props} />;
    case 'signup':
      return <SignupStep {...props} />;
    case 'logged':
      return <LoggedStep {...props} />;
    case 'verify':
      return <VerifyStep {...props} />;
    case 'premium':
      return <PremiumStep {...props} />;
    default: {
      const unknownStep: never = step;
      throw new Error(`Unknown identification step ${String(unknownStep)}`);
    }
  }
}

export default function IdentifyPanel() {
  useSignals();
  const request = identifyDialog.value;
  const user = currentUser.value;
  const [email, setEmail] = useState(user?.email ?? '');
  // While the drawer slides out, it keeps showing the last step instead of going blank.
  const lastRequest = useRef<IdentifyRequest | null>(request);
  if (request) lastRequest.current = request;
  const shown = request ?? lastRequest.current;

  const goTo = useCallback((step: IdentifyStep) => {
    const current = identifyDialog.peek();
    if (current) identifyDialog.value = { ...current, step };
  }, []);
  const finish = useCallback(() => {
    identifyDialog.value = null;
    goToNext();
  }, []);
  const close = useCallback(() => {
    identifyDialog.value = null;
    forgetNext();
  }, []);

  if (!shown) return null;
  const step = STEPS_WITH_SESSION.includes(shown.step) && !user ? 'email' : shown.step;

  return (
    <Drawer
      opened={request !== null}
      onClose={close}
      position="right"
      size="md"
      title={<PanelTitle>{STEP_TITLES[step]}</PanelTitle>}
    >
      {shown.subtitle ? (
        <Text c="dimmed" mb="md">
          {shown.subtitle}
        </Text>
      ) : null}
      <StepContent
        key={step}
        step={step}
        email={user?.email ?? email}
        setEmail={setEmail}
        goTo={goTo}
        requires={shown.requires}
        finish={finish}
      />
    </Drawer>
  );
}
