// A microsite's font choices without a schema, for the client's first screen (no zod).

/** Font stacks by name: the style is inlined into the page, so no free text reaches CSS. */
export const MICROSITE_FONTS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
  rounded: '"Trebuchet MS", "Nunito", system-ui, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, monospace',
} as const;
export type MicrositeFont = keyof typeof MICROSITE_FONTS;
