import { NumberInput } from '@mantine/core';
import type { ExtraControlProps } from './extraControlProps.ts';
import { extraLabelProps } from './extraControlProps.ts';
import { numberRules } from './numberRules.ts';

/** Decimal comma, the extra's precision and bounds, thousands separated when the extra says so. */
export function NumberExtraInput({ extra, value, onChange, error }: ExtraControlProps<number | string>) {
  const rules = numberRules(extra.config);
  return (
    <NumberInput
      {...extraLabelProps(extra)}
      value={value}
      onChange={onChange}
      error={error}
      decimalSeparator=","
      thousandSeparator={rules.thousandSeparator ? '.' : undefined}
      decimalScale={rules.precision}
      allowDecimal={rules.precision > 0}
      allowNegative={rules.min < 0}
      min={rules.min}
      max={rules.max ?? undefined}
      step={rules.step}
      hideControls={!rules.stepButtons}
      inputMode={rules.precision > 0 ? 'decimal' : 'numeric'}
    />
  );
}
