import { describe, expect, it } from 'vitest';
import { colourShades, micrositeTheme } from './micrositeTheme.ts';

const lightness = (hex: string) =>
  [1, 3, 5].reduce((sum, start) => sum + Number.parseInt(hex.slice(start, start + 2), 16), 0);

describe('a microsite theme', () => {
  it('spreads the primary colour into ten shades, lightest first, the colour itself at its shade', () => {
    const shades = colourShades('#E03131', 6);
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#e03131');
    for (let index = 1; index < 10; index++)
      expect(lightness(shades[index]!)).toBeLessThan(lightness(shades[index - 1]!));
  });

  it("replaces the platform's premium colour and takes the radius and font chosen", () => {
    const theme = micrositeTheme({ primary_color: '#1971c2', primary_shade: 8, radius: 'xl', font: 'serif' });
    expect(theme.colors?.premium?.[8]).toBe('#1971c2');
    expect(theme.primaryColor).toBe('premium');
    expect(theme.primaryShade).toEqual({ light: 8, dark: 8 });
    expect(theme.defaultRadius).toBe('xl');
    expect(theme.fontFamily).toMatch(/Georgia/);
  });
});
