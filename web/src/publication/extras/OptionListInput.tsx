// Radio and checkbox extras: their options as a list showing ten with 'Mostrar más' / 'Mostrar menos'.
import { Anchor, Checkbox, Input, Radio, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ExtraControlProps } from './extraControlProps.ts';
import { extraLabelProps } from './extraControlProps.ts';
import { keepChoice } from './extraValues.ts';
import { SHOW_LESS, SHOW_MORE, visibleOptions } from './optionList.ts';

function useOptionList(props: Pick<ExtraControlProps, 'extra'>, chosen: readonly string[]) {
  const [expanded, setExpanded] = useState(false);
  const view = visibleOptions(props.extra.config.options, expanded, chosen);
  const toggle = view.collapsible ? (
    <Anchor component="button" type="button" size="sm" onClick={() => setExpanded(!expanded)}>
      {expanded ? SHOW_LESS : SHOW_MORE}
    </Anchor>
  ) : null;
  return { options: view.visible, toggle };
}

export function RadioExtraInput({ extra, value, onChange, error }: ExtraControlProps<string | null>) {
  const { options, toggle } = useOptionList({ extra }, value ? [value] : []);
  const slugs = extra.config.options.map((option) => option.slug);
  // A single choice that is no longer among the options goes back to empty (SPEC.md section 5).
  useEffect(() => {
    if (value !== null && keepChoice(value, slugs) === null) onChange(null);
  }, [value, slugs, onChange]);
  const { placeholder: _placeholder, ...labels } = extraLabelProps(extra);
  return (
    <Radio.Group {...labels} value={value ?? ''} onChange={(slug) => onChange(slug || null)} error={error}>
      <Stack gap={6} mt={6}>
        {options.map((option) => (
          <Radio key={option.slug} value={option.slug} label={option.translations.es.title} />
        ))}
        {toggle}
      </Stack>
    </Radio.Group>
  );
}

export function CheckboxExtraInput({ extra, value, onChange, error }: ExtraControlProps<string[]>) {
  const { options, toggle } = useOptionList({ extra }, value);
  const { placeholder: _placeholder, ...labels } = extraLabelProps(extra);
  return (
    <Input.Wrapper {...labels} error={error}>
      <Checkbox.Group value={value} onChange={onChange}>
        <Stack gap={6} mt={6}>
          {options.map((option) => (
            <Checkbox key={option.slug} value={option.slug} label={option.translations.es.title} />
          ))}
          {toggle}
        </Stack>
      </Checkbox.Group>
    </Input.Wrapper>
  );
}
