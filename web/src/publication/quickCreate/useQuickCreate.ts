// The quick-create panel's state: creating (type, sentence, images; the sentence read first and
// its fields filled in) then created (the publication shown).
import { publicationEndpoints as endpoints } from '@app/contracts/publication/endpoints';
import type { Publication } from '@app/contracts/publication/publication';
import { PUBLICATION_MESSAGES } from '@app/contracts/publication/publication';
import { useForm } from '@mantine/form';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { call } from '../../api/client.ts';
import { notifyError, notifySuccess } from '../../feedback/notify.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { configuration } from '../../session/sessionState.ts';
import { findType } from '../catalogue/publicationTypes.ts';
import { extrasFormValues } from '../extras/extraValues.ts';
import { publicationFormErrors } from '../form/formValidation.ts';
import { emptyPublicationForm, type PublicationFormValues, toPublicationInput } from '../form/publicationFormModel.ts';
import { formFieldErrors } from '../form/serverFieldErrors.ts';
import { releasePreviews } from '../images/prepareImages.ts';
import { savePublication } from '../publicationApi.ts';
import { quickRequestErrors, splitByVisibility } from './quickCreateErrors.ts';
import {
  afterRecognition,
  afterTextEdit,
  afterTypeChange,
  fillRecognised,
  mustRecognise,
  NOT_RECOGNISED,
} from './recognition.ts';

const newQuickForm = (): PublicationFormValues => ({ ...emptyPublicationForm({ public: true }), text: '' });

export function useQuickCreate() {
  useSignals();
  const types = configuration.value?.types ?? [];
  const form = useForm<PublicationFormValues>({ initialValues: newQuickForm() });
  const [recognition, setRecognition] = useState(NOT_RECOGNISED);
  const [created, setCreated] = useState<Publication | null>(null);
  const submission = useSubmission();
  const type = findType(types, form.values.type_id);
  // biome-ignore lint/correctness/useExhaustiveDependencies: previews go when the panel's content goes.
  useEffect(() => () => releasePreviews(form.getValues().images), []);

  /** Shows errors: the panel's fields get theirs, the others are told as toasts. Returns whether any. */
  const showErrors = (errors: Record<string, string>): boolean => {
    const { visible, hidden } = splitByVisibility(errors);
    form.setErrors(visible);
    for (const message of hidden) notifyError(message);
    return Object.keys(errors).length > 0;
  };
  const onFieldErrors = (server: Record<string, string>) => void showErrors(formFieldErrors(server));

  const setText = (text: string) => {
    setRecognition((state) => afterTextEdit(state, form.getValues().text ?? '', text));
    form.setFieldValue('text', text);
  };

  const setType = (typeId: string | null) => {
    const chosen = findType(types, typeId);
    setRecognition((state) => afterTypeChange(state, form.getValues().type_id, typeId));
    form.setValues({ type_id: typeId, categories: [], extras: extrasFormValues(chosen?.extras ?? [], {}) });
  };

  const recognise = async (): Promise<PublicationFormValues> => {
    const { type_id, text } = form.getValues();
    const body = { type_id: type_id ?? '', text: text ?? '' };
    const recognised = await call(endpoints.quickCreate, { body }, { onFieldErrors });
    form.setValues((current) => fillRecognised({ ...newQuickForm(), ...current }, recognised, type));
    // Text typed while the sentence was being read stays stale.
    const sameText = (form.getValues().text ?? '') === body.text;
    setRecognition({ ...afterRecognition(recognised), stale: !sameText });
    return form.getValues();
  };

  const recogniseOnly = () =>
    submission.run(async () => {
      if (showErrors(quickRequestErrors(form.getValues(), { images: false }))) return;
      await recognise();
    });

  const create = () =>
    submission.run(async () => {
      if (showErrors(quickRequestErrors(form.getValues(), { images: true }))) return;
      const values = mustRecognise(recognition) ? await recognise() : form.getValues();
      if (showErrors(publicationFormErrors(values, type))) return;
      const saved = await savePublication(null, toPublicationInput(values, type), values.images, { onFieldErrors });
      notifySuccess(PUBLICATION_MESSAGES.created);
      setCreated(saved);
    });

  const createAnother = () => {
    const typeId = form.getValues().type_id;
    releasePreviews(form.getValues().images);
    form.setValues({ ...newQuickForm(), type_id: typeId, extras: extrasFormValues(type?.extras ?? [], {}) });
    form.clearErrors();
    setRecognition(NOT_RECOGNISED);
    setCreated(null);
  };

  return {
    form,
    types,
    type,
    recognition,
    created,
    submission,
    setText,
    setType,
    recogniseOnly,
    create,
    createAnother,
  };
}

export type QuickCreate = ReturnType<typeof useQuickCreate>;
