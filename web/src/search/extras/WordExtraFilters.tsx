// Yes/no, text and tags extras as searched.
import { Input, SegmentedControl, TagsInput, TextInput } from '@mantine/core';
import { uniqueTags } from '../../publication/extras/tags.ts';
import { asList, type ExtraFilterProps, extraLabel } from './extraFilterProps.ts';

const ANY = 'any';

/** Boolean and switch extras: with it, without it, or either. */
export function YesNoExtraFilter({ extra, value, onChange }: ExtraFilterProps) {
  const words = extra.translations.es;
  return (
    <Input.Wrapper label={extraLabel(extra)}>
      <div>
        <SegmentedControl
          mt={6}
          size="xs"
          value={typeof value === 'boolean' ? String(value) : ANY}
          onChange={(chosen) => onChange(chosen === ANY ? null : chosen === 'true')}
          data={[
            { value: ANY, label: 'Indistinto' },
            { value: 'true', label: words.true_value ?? 'Sí' },
            { value: 'false', label: words.false_value ?? 'No' },
          ]}
        />
      </div>
    </Input.Wrapper>
  );
}

/** Words the publication's text must contain. */
export function TextExtraFilter({ extra, value, onChange }: ExtraFilterProps) {
  return (
    <TextInput
      label={extraLabel(extra)}
      placeholder={extra.translations.es.placeholder ?? undefined}
      value={typeof value === 'string' ? value : ''}
      maxLength={255}
      onChange={(event) => {
        const text = event.currentTarget.value;
        onChange(text.trim() ? text : null);
      }}
    />
  );
}

/** Tags the publication must all have. */
export function TagsExtraFilter({ extra, value, onChange }: ExtraFilterProps) {
  return (
    <TagsInput
      label={extraLabel(extra)}
      value={asList(value)}
      onChange={(tags) => {
        const unique = uniqueTags(tags);
        onChange(unique.length > 0 ? unique : null);
      }}
      clearable
    />
  );
}
