// The price slider (SPEC.md section 5, "Price range"): whole numbers from 0, shown only when the
// bounds exist and differ, in about thirty steps (range / 30, rounded up).
import { PRICE_SLIDER_STEPS } from '@app/contracts/limits';
import type { OpenRange } from '../form/filterForm.ts';

export interface PriceSliderRange {
  min: number;
  max: number;
  step: number;
}

export function priceSliderRange(bounds: OpenRange | null): PriceSliderRange | null {
  if (!bounds || bounds.min === null || bounds.max === null) return null;
  const min = Math.max(0, Math.floor(bounds.min));
  const max = Math.ceil(bounds.max);
  if (min >= max) return null;
  return { min, max, step: Math.ceil((max - min) / PRICE_SLIDER_STEPS) };
}
