// What a link to a page shows where it is shared (WhatsApp, Telegram, Facebook, X) and what a
// search engine reads: Open Graph and Twitter card tags, the canonical address, and whether the
// page may be indexed. Crawlers run no script, so the server writes these into the app shell.
import { escapeHtml, inlineJson } from '../http/index.ts';
import { CARD_IMAGE, isCardImage } from './cardImage.ts';

export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute address of the picture, or null. */
  image: string | null;
  imageAlt?: string;
  /** Absolute canonical address of the page. */
  url: string;
  siteName: string;
  /** Pages that are personal (a shared search, an invitation) unfurl but stay out of search engines. */
  indexable: boolean;
  /** 'product' for a publication's page, else 'website'. */
  kind?: 'website' | 'product';
  /** schema.org JSON-LD of the page's subject (structuredData.ts), or none. */
  structuredData?: object | null;
}

/** Titles and descriptions as the cards show them: one line of plain text, cut at a word. */
export function cardText(text: string, maxLength: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;
const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;

/** The tags the shell's head gains (title and description are replaced in the shell itself). */
export function previewTags(preview: LinkPreview): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
    property('og:type', preview.kind ?? 'website'),
    property('og:locale', 'es_AR'),
    property('og:site_name', preview.siteName),
    property('og:title', preview.title),
    property('og:description', preview.description),
    property('og:url', preview.url),
    named('twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', preview.title),
    named('twitter:description', preview.description),
  ];
  if (preview.image) {
    tags.push(property('og:image', preview.image), named('twitter:image', preview.image));
    const alt = preview.imageAlt ?? preview.title;
    tags.push(property('og:image:alt', alt), named('twitter:image:alt', alt));
    if (isCardImage(new URL(preview.image).pathname)) {
      tags.push(
        property('og:image:type', 'image/jpeg'),
        property('og:image:width', String(CARD_IMAGE.width)),
        property('og:image:height', String(CARD_IMAGE.height)),
      );
    }
  }
  if (!preview.indexable) tags.push(named('robots', 'noindex'));
  if (preview.structuredData) {
    tags.push(`<script type="application/ld+json">${inlineJson(preview.structuredData)}</script>`);
  }
  return tags.join('');
}
