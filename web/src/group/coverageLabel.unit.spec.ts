import { describe, expect, it } from 'vitest';
import { coverageLabel } from './coverageLabel.ts';

describe('the directory coverage label', () => {
  it('says the rounded share of the place’s publications, and never 0 % of a group that has some', () => {
    expect(coverageLabel({ place: 'Palermo', percent: 37.5 })).toBe(
      'Cubre el 38 % de las publicaciones cerca de Palermo',
    );
    expect(coverageLabel({ place: 'Palermo', percent: 0.4 })).toBe(
      'Cubre menos del 1 % de las publicaciones cerca de Palermo',
    );
    expect(coverageLabel({ place: null, percent: 12 })).toBe('Cubre el 12 % de las publicaciones de la zona');
    expect(coverageLabel({ place: 'Pilar', percent: 0 })).toBe('Sin publicaciones cerca de Pilar');
  });
});
