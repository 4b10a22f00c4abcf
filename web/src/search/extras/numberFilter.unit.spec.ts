import { describe, expect, it } from 'vitest';
import { chipSelection, numberFilterControl, rangeWithin, sliderPositions } from './numberFilter.ts';

const config = (validations: string[], precision = 0) => ({ validations, precision, thousand_separator: false });

describe('number extras in the search form', () => {
  it('offer 1+, 2+… up to a maximum of ten or less', () => {
    const control = numberFilterControl(config(['min:1', 'max:4']));
    expect(control).toEqual({
      kind: 'atLeast',
      options: [
        { value: 1, label: '1+' },
        { value: 2, label: '2+' },
        { value: 3, label: '3+' },
        { value: 4, label: '4+' },
      ],
    });
  });

  it('start the options at 1 when the minimum is 0, and end them at 10', () => {
    const control = numberFilterControl(config(['min:0', 'max:10']));
    expect(control.kind === 'atLeast' && control.options.map((option) => option.label)).toEqual([
      '1+',
      '2+',
      '3+',
      '4+',
      '5+',
      '6+',
      '7+',
      '8+',
      '9+',
      '10+',
    ]);
  });

  it('become a range slider above a maximum of ten', () => {
    expect(numberFilterControl(config(['min:1950', 'max:2027']))).toEqual({
      kind: 'slider',
      min: 1950,
      max: 2027,
      step: 1,
    });
    expect(numberFilterControl(config(['max:11']))).toEqual({ kind: 'slider', min: 0, max: 11, step: 1 });
  });

  it('are typed as from and to without a maximum', () => {
    expect(numberFilterControl(config([]))).toEqual({ kind: 'inputs', min: 0 });
  });

  it('leave the ends of a range open at their limits, and a whole range is no condition', () => {
    const limits = { min: 0, max: 200 };
    expect(rangeWithin([0, 200], limits)).toBeNull();
    expect(rangeWithin([10, 200], limits)).toEqual({ min: 10, max: null });
    expect(rangeWithin([0, 50], limits)).toEqual({ min: null, max: 50 });
    expect(rangeWithin([10, 50], limits)).toEqual({ min: 10, max: 50 });
  });

  it('show a stored range inside the slider', () => {
    const limits = { min: 1950, max: 2027 };
    expect(sliderPositions(null, limits)).toEqual([1950, 2027]);
    expect(sliderPositions({ min: 2010, max: null }, limits)).toEqual([2010, 2027]);
    expect(sliderPositions({ min: 1900, max: 2100 }, limits)).toEqual([1950, 2027]);
  });

  it('check the chip a typed "at least" stands for, and show any other condition as its own chip', () => {
    const chips = [1, 2, 3, 4];
    expect(chipSelection(3, chips)).toEqual({ chosen: 3, other: null });
    expect(chipSelection({ min: 3, max: null }, chips)).toEqual({ chosen: 3, other: null });
    expect(chipSelection({ min: 3, max: 3 }, chips)).toEqual({ chosen: null, other: 'Solo 3' });
    expect(chipSelection({ min: 2, max: 3 }, chips)).toEqual({ chosen: null, other: 'entre 2 y 3' });
    expect(chipSelection({ min: null, max: 2 }, chips)).toEqual({ chosen: null, other: 'hasta 2' });
    expect(chipSelection(undefined, chips)).toEqual({ chosen: null, other: null });
  });
});
