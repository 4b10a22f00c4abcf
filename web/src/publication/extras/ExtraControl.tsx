// The control an extra's type calls for, holding the value in the shape extraValues.ts describes.

import {
  BooleanExtraInput,
  SelectExtraInput,
  SwitchExtraInput,
  TagsExtraInput,
  TextExtraInput,
} from './ChoiceExtraInputs.tsx';
import type { ExtraControlProps } from './extraControlProps.ts';
import { toExtraFormValue } from './extraValues.ts';
import { NumberExtraInput } from './NumberExtraInput.tsx';
import { CheckboxExtraInput, RadioExtraInput } from './OptionListInput.tsx';

export function ExtraControl({ extra, value, onChange, error }: ExtraControlProps) {
  const props = { extra, onChange, error };
  // The value is cast once more here so a control never receives another type's shape.
  const cast = toExtraFormValue(extra, value);
  switch (extra.config.type) {
    case 'number':
      // What is being typed ('1.') stays as typed; it is cast when checked and sent.
      return (
        <NumberExtraInput {...props} value={typeof value === 'string' || typeof value === 'number' ? value : ''} />
      );
    case 'text':
      return <TextExtraInput {...props} value={typeof cast === 'string' ? cast : ''} />;
    case 'select':
      return <SelectExtraInput {...props} value={typeof cast === 'string' ? cast : null} />;
    case 'radio':
      return <RadioExtraInput {...props} value={typeof cast === 'string' ? cast : null} />;
    case 'checkbox':
      return <CheckboxExtraInput {...props} value={Array.isArray(cast) ? cast : []} />;
    case 'tags':
      return <TagsExtraInput {...props} value={Array.isArray(cast) ? cast : []} />;
    case 'boolean':
      return <BooleanExtraInput {...props} value={typeof cast === 'boolean' ? cast : null} />;
    case 'switch':
      return <SwitchExtraInput {...props} value={cast === true} />;
    default: {
      const unknownType: never = extra.config.type;
      throw new Error(`Unknown extra type ${String(unknownType)}`);
    }
  }
}
