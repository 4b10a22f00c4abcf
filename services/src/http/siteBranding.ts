// The app shell as a microsite's host serves it: its name, theme colour, favicon and manifest, and
// its style inlined (a <style> of CSS variables and a <meta> the client builds its theme from before
// the first paint), so the platform's colours never flash first. The microsite is the request's
// (request.microsite, resolved by microsite/site/siteRequests.ts); the manifest is microsite's route.
import { MICROSITE_FONTS } from '@app/contracts';
import { escapeHtml } from './escapeHtml.ts';
import type { RequestMicrosite } from './fastifyTypes.ts';

export const MICROSITE_MANIFEST_PATH = '/api/microsite/manifest.webmanifest';
/** The <meta> whose content is the microsite's JSON (web/src/app/micrositeShell.ts reads it). */
export const MICROSITE_META_NAME = 'microsite';

/** What the client needs before its first paint; the rest comes with GET /api/configuration. */
function shellMicrosite(microsite: RequestMicrosite) {
  return {
    id: microsite.id,
    name: microsite.name,
    host: microsite.host,
    style: microsite.style,
    settings: microsite.settings,
    logo_main_url: microsite.logo_main_url,
    logo_secondary_url: microsite.logo_secondary_url,
    logo_square_url: microsite.logo_square_url,
  };
}

/** The platform's shell made the microsite's: title, theme colour, icons, manifest and style. */
export function brandShell(shell: string, microsite: RequestMicrosite): string {
  const { style } = microsite;
  const name = escapeHtml(microsite.name);
  // The style's values are validated (a hex colour, a named font stack): nothing free-form reaches CSS.
  const css = `:root{--microsite-primary:${style.primary_color};--microsite-font:${MICROSITE_FONTS[style.font]}}body{font-family:var(--microsite-font)}`;
  const icon = microsite.logo_square_url
    ? `<link rel="icon" type="image/png" href="${escapeHtml(microsite.logo_square_url)}" />`
    : '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
  const touchIcon = microsite.logo_square_url
    ? `<link rel="apple-touch-icon" href="${escapeHtml(microsite.logo_square_url)}" />`
    : '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />';
  const head = [
    `<meta name="${MICROSITE_META_NAME}" content="${escapeHtml(JSON.stringify(shellMicrosite(microsite)))}" />`,
    `<style id="microsite-style">${css}</style>`,
  ].join('');
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*" \/>/,
      `<meta name="theme-color" content="${style.primary_color}" />`,
    )
    .replace(/<link rel="icon"[^>]*>/, icon)
    .replace(/<link rel="apple-touch-icon"[^>]*>/, touchIcon)
    .replace(/<link rel="manifest"[^>]*>/, `<link rel="manifest" href="${MICROSITE_MANIFEST_PATH}" />`)
    .replace('</head>', `${head}</head>`);
}
