// One searchable extra of the chosen type, with the control its kind calls for.

import type { ExtraFilterProps } from './extraFilterProps.ts';
import { NumberExtraFilter } from './NumberExtraFilter.tsx';
import { OptionsExtraFilter } from './OptionsExtraFilter.tsx';
import { TagsExtraFilter, TextExtraFilter, YesNoExtraFilter } from './WordExtraFilters.tsx';

export function ExtraFilterField(props: ExtraFilterProps) {
  const kind = props.extra.config.type;
  switch (kind) {
    case 'number':
      return <NumberExtraFilter {...props} />;
    case 'select':
    case 'radio':
    case 'checkbox':
      return <OptionsExtraFilter {...props} />;
    case 'boolean':
    case 'switch':
      return <YesNoExtraFilter {...props} />;
    case 'text':
      return <TextExtraFilter {...props} />;
    case 'tags':
      return <TagsExtraFilter {...props} />;
    default: {
      const unhandled: never = kind;
      return unhandled;
    }
  }
}
