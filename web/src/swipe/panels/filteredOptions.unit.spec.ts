import { describe, expect, it } from 'vitest';
import { filteredChoices, preselectedChoice } from './filteredOptions.ts';

const OPTIONS = [
  { slug: 'all', title: 'Todas las publicaciones', premium: false, predict: false },
  { slug: 'liked', title: 'Solo las que me gustan', premium: true, predict: false },
  { slug: 'predicted', title: 'Sugeridas', premium: true, predict: true },
  { slug: 'unknown', title: 'Desconocida', premium: false, predict: false },
];

describe('what guests of a shared search see', () => {
  it('lists premium-only options to premium users only', () => {
    expect(filteredChoices(OPTIONS, false).map((choice) => choice.value)).toEqual(['all']);
    expect(filteredChoices(OPTIONS, true).map((choice) => choice.value)).toEqual(['all', 'liked', 'predicted']);
  });

  it('preselects the only option, or keeps the current one', () => {
    const single = filteredChoices(OPTIONS, false);
    expect(preselectedChoice(single, null)).toBe('all');
    const all = filteredChoices(OPTIONS, true);
    expect(preselectedChoice(all, null)).toBeNull();
    expect(preselectedChoice(all, 'liked')).toBe('liked');
  });
});
