// Select, yes/no, switch, tags and text extras.
import { Input, SegmentedControl, Select, Switch, TagsInput, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import type { ExtraControlProps } from './extraControlProps.ts';
import { extraLabelProps } from './extraControlProps.ts';
import { keepChoice } from './extraValues.ts';
import { uniqueTags } from './tags.ts';

export function SelectExtraInput({ extra, value, onChange, error }: ExtraControlProps<string | null>) {
  const data = extra.config.options.map((option) => ({ value: option.slug, label: option.translations.es.title }));
  const slugs = data.map((option) => option.value);
  // A single choice that is no longer among the options goes back to empty (SPEC.md section 5).
  useEffect(() => {
    if (value !== null && keepChoice(value, slugs) === null) onChange(null);
  }, [value, slugs, onChange]);
  return (
    <Select
      {...extraLabelProps(extra)}
      data={data}
      value={value}
      onChange={(slug) => onChange(slug)}
      error={error}
      clearable
      searchable={data.length > 10}
      nothingFoundMessage="No hay resultados"
    />
  );
}

const UNSET = 'unset';

/** Yes, no, or not said: the extra's own words for yes and no. */
export function BooleanExtraInput({ extra, value, onChange, error }: ExtraControlProps<boolean | null>) {
  const words = extra.translations.es;
  const { placeholder: _placeholder, ...labels } = extraLabelProps(extra);
  return (
    <Input.Wrapper {...labels} error={error}>
      <div>
        <SegmentedControl
          mt={6}
          value={value === null ? UNSET : String(value)}
          onChange={(chosen) => onChange(chosen === UNSET ? null : chosen === 'true')}
          data={[
            { value: UNSET, label: 'Sin indicar' },
            { value: 'true', label: words.true_value ?? 'Sí' },
            { value: 'false', label: words.false_value ?? 'No' },
          ]}
        />
      </div>
    </Input.Wrapper>
  );
}

export function SwitchExtraInput({ extra, value, onChange, error }: ExtraControlProps<boolean>) {
  const { placeholder: _placeholder, required: _required, ...labels } = extraLabelProps(extra);
  return (
    <Switch {...labels} checked={value} onChange={(event) => onChange(event.currentTarget.checked)} error={error} />
  );
}

export function TagsExtraInput({ extra, value, onChange, error }: ExtraControlProps<string[]>) {
  return (
    <TagsInput
      {...extraLabelProps(extra)}
      value={value}
      onChange={(tags) => onChange(uniqueTags(tags))}
      error={error}
      clearable
    />
  );
}

export function TextExtraInput({ extra, value, onChange, error }: ExtraControlProps<string>) {
  return (
    <TextInput
      {...extraLabelProps(extra)}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      maxLength={255}
    />
  );
}
