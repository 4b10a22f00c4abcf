// The quick-create panel while creating: type, the sentence, images; once read, the recognised
// title and price to check, and what else was recognised.
import { TEXT_LENGTH, TEXTAREA_ROWS } from '@app/contracts/limits';
import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { typeHasField, typeTitle } from '../catalogue/publicationTypes.ts';
import { OperationField } from '../form/OperationField.tsx';
import { PriceFields } from '../form/PriceFields.tsx';
import { ImagePicker } from '../images/ImagePicker.tsx';
import { RecognisedHints } from './RecognisedHints.tsx';
import type { QuickCreate } from './useQuickCreate.ts';

const errorText = (error: unknown): string | undefined => (typeof error === 'string' ? error : undefined);

export function QuickCreateForm({ quick }: { quick: QuickCreate }) {
  const { form, types, type, recognition, submission } = quick;
  const text = form.values.text ?? '';
  const recognised = recognition.recognised;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void quick.create();
      }}
    >
      <Stack gap="md">
        <Select
          label="Tipo"
          required
          placeholder="Elegí qué vas a publicar"
          data={types.map((candidate) => ({ value: candidate.id, label: typeTitle(candidate) }))}
          value={form.values.type_id}
          onChange={quick.setType}
          error={errorText(form.errors.type_id)}
          allowDeselect={false}
        />
        <Textarea
          label="Texto de la publicación"
          description="Escribí en una frase qué vendés: precio, ubicación, características."
          placeholder="Ej.: Vendo departamento de 3 ambientes en Palermo, 75 m², USD 150.000, con balcón y cochera."
          required
          autosize
          minRows={TEXTAREA_ROWS.default.min}
          maxRows={TEXTAREA_ROWS.default.max}
          maxLength={TEXT_LENGTH.quickPublication.max}
          value={text}
          onChange={(event) => quick.setText(event.currentTarget.value)}
          error={errorText(form.errors.text)}
        />
        <Text size="xs" c="dimmed" ta="right" mt={-12}>
          {text.length} / {TEXT_LENGTH.quickPublication.max}
        </Text>
        {recognised && !recognition.stale ? <RecognisedHints recognised={recognised} type={type} /> : null}
        {recognised ? (
          <>
            <TextInput label="Título" required {...form.getInputProps('title')} />
            {typeHasField(type, 'operation') ? <OperationField form={form} /> : null}
            {typeHasField(type, 'amount') ? <PriceFields form={form} /> : null}
          </>
        ) : null}
        <ImagePicker
          required
          value={form.values.images}
          onChange={(images) => form.setFieldValue('images', images)}
          error={errorText(form.errors.images)}
        />
        <Group justify="flex-end" gap="xs">
          {recognition.stale ? (
            <Button variant="light" loading={submission.isSubmitting} onClick={() => void quick.recogniseOnly()}>
              Reconocer datos
            </Button>
          ) : null}
          <Button type="submit" loading={submission.isSubmitting}>
            Crear publicación
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
