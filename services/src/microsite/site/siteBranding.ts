// The web app manifest a microsite's host serves (the shell's branding is http/siteBranding.ts).
import type { MicrositeRow } from '../micrositeQueries.ts';

/** The web app manifest of the microsite's host: its name, colour and square logo as the icon. */
export function micrositeManifest(microsite: MicrositeRow) {
  const icons = microsite.logo_square_url
    ? [
        { src: microsite.logo_square_url, sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: microsite.logo_square_url, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ]
    : [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      ];
  return {
    name: microsite.name,
    short_name: microsite.name.slice(0, 30),
    lang: 'es-AR',
    dir: 'ltr',
    start_url: '/?source=pwa',
    scope: '/',
    id: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: microsite.style.primary_color,
    background_color: '#f8f9fa',
    icons,
  };
}
