// The theme's CSS variables, written as MantineProvider's own MantineCssVariables writes them (the
// provider's `withCssVariables` is off), but computed once per theme: on the server Mantine
// computed them anew for every page, a sixth of a storefront's render.
import {
  type CSSVariablesResolver,
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  type MantineTheme,
  type MantineThemeOverride,
  useMantineTheme,
} from '@mantine/core';

type ThemeVariables = ReturnType<typeof defaultCssVariablesResolver>;
type Scheme = keyof ThemeVariables;

const DEFAULT_VARIABLES = defaultCssVariablesResolver(DEFAULT_THEME);
const cssByTheme = new WeakMap<MantineThemeOverride, string>();

/** Mantine's stylesheet declares the default theme's values already: only the others are written. */
function withoutDefaults(variables: ThemeVariables): ThemeVariables {
  const differing = (scheme: Scheme) => {
    const defaults: Record<string, string | undefined> = DEFAULT_VARIABLES[scheme];
    return Object.fromEntries(Object.entries(variables[scheme]).filter(([name, value]) => defaults[name] !== value));
  };
  return { variables: differing('variables'), light: differing('light'), dark: differing('dark') };
}

function themeCss(theme: MantineTheme, resolver: CSSVariablesResolver): string {
  const merged: ThemeVariables = deepMerge(defaultCssVariablesResolver(theme), resolver(theme));
  return convertCssVariables(withoutDefaults(merged));
}

/** Inside MantineProvider; `theme` is the object given to the provider (the cache's key). */
export function ThemeCssVariables({
  theme,
  resolver,
}: {
  theme: MantineThemeOverride;
  resolver: CSSVariablesResolver;
}) {
  const merged = useMantineTheme();
  let css = cssByTheme.get(theme);
  if (css === undefined) {
    css = themeCss(merged, resolver);
    cssByTheme.set(theme, css);
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: CSS from the theme (validated colours, fonts and radii), written as Mantine writes it
  return <style data-mantine-styles dangerouslySetInnerHTML={{ __html: css }} />;
}
