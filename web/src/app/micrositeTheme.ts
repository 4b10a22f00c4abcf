// The Mantine theme of a microsite, built from its style (SPEC.md section 3, "Microsite"): its
// primary colour spread into ten shades replaces the platform's 'premium' colour (every button,
// badge and header accent), with the shade buttons fill, the corner radius and the font it chose.
import { MICROSITE_FONTS } from '@app/contracts/microsite/fonts';
import type { MicrositeStyle } from '@app/contracts/microsite/microsite';
import {
  type MantineColorShade,
  type MantineColorsTuple,
  type MantineThemeOverride,
  mergeThemeOverrides,
} from '@mantine/core';
import { theme as platformTheme } from './theme.ts';

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
const mix = (from: Rgb, to: Rgb, amount: number): Rgb =>
  from.map((channel, index) => channel + ((to[index] ?? 0) - channel) * amount) as Rgb;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Ten shades, lightest first, with `colour` itself at `index`: tints above it, darker tones below. */
export function colourShades(colour: string, index: number): MantineColorsTuple {
  const base = toRgb(colour);
  const shades = Array.from({ length: 10 }, (_, shade) => {
    if (shade === index) return colour.toLowerCase();
    if (shade < index) return toHex(mix(base, WHITE, ((index - shade) / (index + 1)) * 0.92));
    return toHex(mix(base, BLACK, ((shade - index) / (10 - index)) * 0.6));
  });
  return shades as unknown as MantineColorsTuple;
}

export function micrositeTheme(style: MicrositeStyle): MantineThemeOverride {
  const shade = style.primary_shade as MantineColorShade;
  return mergeThemeOverrides(platformTheme, {
    colors: { premium: colourShades(style.primary_color, style.primary_shade) },
    primaryShade: { light: shade, dark: shade },
    defaultRadius: style.radius,
    fontFamily: MICROSITE_FONTS[style.font],
  });
}
