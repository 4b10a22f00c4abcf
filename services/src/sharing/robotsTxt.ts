// robots.txt of a site (the platform's or a microsite's host): search engines stay out of the
// private areas and of each person's swipe of a search; link-preview crawlers (WhatsApp, X,
// Facebook…) may read shared searches and invitations to draw their cards, never the private areas.

const PRIVATE_AREAS = ['/account', '/admin', '/dashboard', '/auth', '/api/'];
/** Personal pages: they unfurl where they are shared but are nobody's search result. */
const PERSONAL_PAGES = ['/search/', '/invitation/'];
const LINK_PREVIEW_CRAWLERS = [
  'facebookexternalhit',
  'Facebot',
  'Twitterbot',
  'WhatsApp',
  'TelegramBot',
  'Slackbot-LinkExpanding',
  'LinkedInBot',
  'Discordbot',
];

function rules(disallowed: readonly string[]): string[] {
  // Stored pictures are under /api: the cards' images must stay reachable.
  return [...disallowed.map((path) => `Disallow: ${path}`), 'Allow: /api/media/'];
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...rules([...PRIVATE_AREAS, ...PERSONAL_PAGES]),
    '',
    ...LINK_PREVIEW_CRAWLERS.map((agent) => `User-agent: ${agent}`),
    ...rules(PRIVATE_AREAS),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
