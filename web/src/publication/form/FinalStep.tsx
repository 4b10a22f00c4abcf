// The wizard's final step: images, 'Impulsar' and public switches, and the priority.
import { Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ImagePicker } from '../images/ImagePicker.tsx';
import { PrioritySelector } from '../priority/PrioritySelector.tsx';
import type { PublicationFormValues } from './publicationFormModel.ts';

const errorText = (error: unknown): string | undefined => (typeof error === 'string' ? error : undefined);

export function FinalStep({ form }: { form: UseFormReturnType<PublicationFormValues> }) {
  const { values, errors } = form;
  return (
    <Stack gap="lg">
      <ImagePicker
        value={values.images}
        onChange={(images) => form.setFieldValue('images', images)}
        error={errorText(errors.images)}
      />
      <Switch
        label="Impulsar"
        description="Se comparte en todos los grupos y micrositios en los que participás."
        {...form.getInputProps('shareable', { type: 'checkbox' })}
      />
      <Switch
        label="Pública"
        description="Se muestra en tu tienda; si la desactivas, queda oculta."
        {...form.getInputProps('public', { type: 'checkbox' })}
      />
      <PrioritySelector
        priority={values.priority}
        description={values.priority_description}
        onPriorityChange={(priority) => form.setFieldValue('priority', priority)}
        onDescriptionChange={(description) => form.setFieldValue('priority_description', description)}
        descriptionError={errorText(errors.priority_description)}
      />
    </Stack>
  );
}
