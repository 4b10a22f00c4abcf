// Select, radio and checkbox extras as searched: their options as checkboxes, ten shown first with
// 'Mostrar más' / 'Mostrar menos' (SPEC.md section 5). Select and radio find any of the chosen
// options; checkbox finds publications with all of them.
import { Anchor, Checkbox, Input, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { SHOW_LESS, SHOW_MORE, visibleOptions } from '../../publication/extras/optionList.ts';
import { asList, type ExtraFilterProps, extraLabel } from './extraFilterProps.ts';

export function OptionsExtraFilter({ extra, value, onChange }: ExtraFilterProps) {
  const [expanded, setExpanded] = useState(false);
  const chosen = asList(value);
  const view = visibleOptions(extra.config.options, expanded, chosen);
  return (
    <Input.Wrapper
      label={extraLabel(extra)}
      description={
        extra.config.type === 'checkbox' && chosen.length > 1 ? 'Con todas las opciones elegidas' : undefined
      }
    >
      <Checkbox.Group value={chosen} onChange={(slugs) => onChange(slugs.length > 0 ? slugs : null)}>
        <SimpleGrid cols={2} spacing={6} verticalSpacing={6} mt={6}>
          {view.visible.map((option) => (
            <Checkbox key={option.slug} value={option.slug} label={option.translations.es.title} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {view.collapsible ? (
        <Anchor component="button" type="button" size="sm" mt={6} onClick={() => setExpanded(!expanded)}>
          {expanded ? SHOW_LESS : SHOW_MORE}
        </Anchor>
      ) : null}
    </Input.Wrapper>
  );
}
