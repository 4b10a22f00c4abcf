import type { Extra } from '@app/contracts/catalogue/extra';
import type { ExtraFormValue } from './extraValues.ts';

/** What every extra's control receives: the extra, its value, and how to change it. */
export interface ExtraControlProps<Value extends ExtraFormValue = ExtraFormValue> {
  extra: Extra;
  value: Value;
  onChange: (value: Value) => void;
  error?: string | undefined;
}

export function extraLabelProps(extra: Extra) {
  const words = extra.translations.es;
  return {
    label: words.title,
    description: words.subtitle ?? words.info ?? undefined,
    placeholder: words.placeholder ?? undefined,
    required: extra.config.required,
  };
}
