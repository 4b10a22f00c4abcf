// The create/edit wizard: Tipo → Categorías → General → Stock → Publicación, as the type asks.
import type { Publication } from '@app/contracts/publication/publication';
import { Button, Group, Paper, Stack, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { goBack as leave } from '../../routing/navigation.ts';
import { CategoriesStep } from '../categories/CategoriesStep.tsx';
import { FinalStep } from './FinalStep.tsx';
import { GeneralStep } from './GeneralStep.tsx';
import type { PublicationFormValues } from './publicationFormModel.ts';
import { StockStep } from './StockStep.tsx';
import { TypeStep } from './TypeStep.tsx';
import { usePublicationWizard, type PublicationWizard as Wizard } from './usePublicationWizard.ts';
import { canContinue, STEP_LABELS, type WizardStep } from './wizardSteps.ts';

const errorText = (error: unknown): string | undefined => (typeof error === 'string' ? error : undefined);

function StepContent({ wizard, step }: { wizard: Wizard; step: WizardStep }) {
  const { form, type } = wizard;
  switch (step) {
    case 'type':
      return (
        <TypeStep
          types={wizard.types}
          value={form.values.type_id}
          onChange={wizard.changeType}
          error={errorText(form.errors.type_id)}
        />
      );
    case 'categories':
      return (
        <CategoriesStep
          typeId={form.values.type_id ?? ''}
          categories={wizard.categories.categories}
          loading={wizard.categories.loading}
          selected={form.values.categories}
          onSelect={(selected) => form.setFieldValue('categories', selected)}
          onAdd={wizard.categories.add}
          error={errorText(form.errors.categories)}
        />
      );
    case 'general':
      return <GeneralStep form={form} type={type} />;
    case 'stock':
      return <StockStep form={form} />;
    case 'final':
      return <FinalStep form={form} />;
    default: {
      const unknownStep: never = step;
      throw new Error(`Unknown wizard step ${String(unknownStep)}`);
    }
  }
}

interface PublicationWizardProps {
  initialValues: PublicationFormValues;
  stored: Publication | null;
}

export function PublicationWizard({ initialValues, stored }: PublicationWizardProps) {
  const wizard = usePublicationWizard(initialValues, stored);
  const { steps, step, stepIndex, form, submission } = wizard;
  const last = stepIndex === steps.length - 1;
  const saveLabel = stored ? 'Guardar' : 'Publicar';
  // Small screens name only the current step, so the five fit on one line.
  const compact = useMediaQuery('(max-width: 36em)');
  useEffect(() => {
    if (step) window.scrollTo({ top: 0 });
  }, [step]);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (last || stored) void wizard.save();
        else wizard.goOn();
      }}
    >
      <Stack gap="lg">
        <Stepper
          active={stepIndex}
          onStepClick={(index) => {
            const target = steps[index];
            if (target && (index < stepIndex || stored)) wizard.goTo(target);
          }}
          size="sm"
        >
          {steps.map((name, index) => {
            const labelHidden = compact && name !== step;
            // Only a step showing just its number needs a name beyond its visible text.
            return (
              <Stepper.Step
                key={name}
                label={labelHidden ? undefined : STEP_LABELS[name]}
                aria-label={labelHidden ? `${index + 1} ${STEP_LABELS[name]}` : undefined}
              />
            );
          })}
        </Stepper>
        <Paper withBorder p="lg">
          <StepContent wizard={wizard} step={step} />
        </Paper>
        <Group justify="space-between">
          <Button variant="default" onClick={stepIndex === 0 ? leave : wizard.goBack}>
            {stepIndex === 0 ? 'Cancelar' : 'Atrás'}
          </Button>
          <Group gap="xs">
            {last ? null : (
              <Button
                variant={stored ? 'light' : 'filled'}
                disabled={!canContinue(step, form.values.type_id)}
                onClick={wizard.goOn}
              >
                Continuar
              </Button>
            )}
            {last || stored ? (
              <Button type="submit" loading={submission.isSubmitting}>
                {saveLabel}
              </Button>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
