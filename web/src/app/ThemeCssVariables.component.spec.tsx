// The theme's variables are written once per theme, exactly as Mantine's provider would write them:
// a page hydrated in the browser finds the same <style> the server wrote, for the platform and for a
// microsite's own colours.
import { DEFAULT_MICROSITE_STYLE } from '@app/contracts/microsite/microsite';
import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { micrositeTheme } from './micrositeTheme.ts';
import { ThemeCssVariables } from './ThemeCssVariables.tsx';
import { contrastVariables, theme } from './theme.ts';

function variablesStyle(markup: string): string {
  const style = /<style data-mantine-styles="true">([^<]*)<\/style>/.exec(markup);
  if (!style) throw new Error(`no variables in ${markup.slice(0, 200)}`);
  return style[1] ?? '';
}

const mantines = (siteTheme: MantineThemeOverride) =>
  renderToString(<MantineProvider theme={siteTheme} cssVariablesResolver={contrastVariables} />);

const ours = (siteTheme: MantineThemeOverride) =>
  renderToString(
    <MantineProvider theme={siteTheme} cssVariablesResolver={contrastVariables} withCssVariables={false}>
      <ThemeCssVariables theme={siteTheme} resolver={contrastVariables} />
    </MantineProvider>,
  );

it.each([
  ['the platform', theme],
  ['a microsite in its own colour', micrositeTheme({ ...DEFAULT_MICROSITE_STYLE, primary_color: '#0a7d3b' })],
])('writes the variables of %s as Mantine does', (_, siteTheme) => {
  const expected = variablesStyle(mantines(siteTheme));
  expect(expected).toContain('--mantine-primary-color');
  expect(variablesStyle(ours(siteTheme))).toBe(expected);
  // Written again from the cache, unchanged.
  expect(variablesStyle(ours(siteTheme))).toBe(expected);
});
