// The create/edit wizard's state: the form, the current step, the type's categories, going on
// step by step, and saving (once at a time) with the server's messages on the fields.
import type { Publication } from '@app/contracts/publication/publication';
import { PUBLICATION_MESSAGES } from '@app/contracts/publication/publication';
import { useForm } from '@mantine/form';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { notifySuccess } from '../../feedback/notify.ts';
import { scrollToFirstError } from '../../forms/scrollToFirstError.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import { configuration } from '../../session/sessionState.ts';
import { findType } from '../catalogue/publicationTypes.ts';
import { keepApplicableCategories } from '../categories/categorySelection.ts';
import { useTypeCategories } from '../categories/useTypeCategories.ts';
import { extrasFormValues } from '../extras/extraValues.ts';
import { releasePreviews } from '../images/prepareImages.ts';
import { savePublication, setPublicationPriority } from '../publicationApi.ts';
import { publicationFormErrors, stepErrors } from './formValidation.ts';
import { type PublicationFormValues, priorityChanged, toPublicationInput } from './publicationFormModel.ts';
import { formFieldErrors } from './serverFieldErrors.ts';
import { canContinue, firstStepWithErrors, type WizardStep, wizardSteps } from './wizardSteps.ts';

export function usePublicationWizard(initialValues: PublicationFormValues, stored: Publication | null) {
  useSignals();
  const types = configuration.value?.types ?? [];
  const form = useForm<PublicationFormValues>({ initialValues });
  const submission = useSubmission();
  const categories = useTypeCategories();
  const type = findType(types, form.values.type_id);
  const steps = wizardSteps(type);
  const [step, setStep] = useState<WizardStep>(stored ? 'general' : 'type');
  const stepIndex = Math.max(0, steps.indexOf(step));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored type's list loads once; previews go with the screen.
  useEffect(() => {
    void categories.load(initialValues.type_id);
    return () => releasePreviews(form.getValues().images);
  }, []);

  const changeType = (typeId: string) => {
    const values = form.getValues();
    if (typeId === values.type_id) return;
    const chosen = findType(types, typeId);
    const previousCategories = values.categories;
    form.setValues({ type_id: typeId, categories: [], extras: extrasFormValues(chosen?.extras ?? [], values.extras) });
    form.clearErrors();
    void categories.load(typeId).then((list) => {
      if (list) form.setFieldValue('categories', keepApplicableCategories(previousCategories, list));
    });
  };

  const goTo = (target: WizardStep) => setStep(target);
  const goBack = () => setStep(steps[stepIndex - 1] ?? step);
  const goOn = () => {
    const values = form.getValues();
    if (!canContinue(step, values.type_id)) return;
    const errors = stepErrors(step, values, type);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      scrollToFirstError();
      return;
    }
    setStep(steps[stepIndex + 1] ?? step);
  };

  const showErrors = (errors: Record<string, string>) => {
    form.setErrors(errors);
    const first = firstStepWithErrors(steps, Object.keys(errors));
    if (first) setStep(first);
    scrollToFirstError();
  };

  const save = () =>
    submission.run(async () => {
      const values = form.getValues();
      const errors = publicationFormErrors(values, type);
      if (Object.keys(errors).length > 0) return showErrors(errors);
      const onFieldErrors = (server: Record<string, string>) => showErrors(formFieldErrors(server));
      const input = toPublicationInput(values, type);
      const saved = await savePublication(stored?.id ?? null, input, values.images, { onFieldErrors });
      if (priorityChanged(values, stored)) {
        // The publication is already saved: a refused priority was shown and must not block leaving.
        await setPublicationPriority(saved.id, values.priority, values.priority_description).catch(() => undefined);
      }
      notifySuccess(stored ? PUBLICATION_MESSAGES.updated : PUBLICATION_MESSAGES.created);
      navigateTo(pathTo('account.publication.index'), { replace: true });
    });

  return { form, type, types, steps, step, stepIndex, categories, changeType, goTo, goBack, goOn, save, submission };
}

export type PublicationWizard = ReturnType<typeof usePublicationWizard>;
