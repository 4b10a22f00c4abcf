// Public pages rendered on the server for a visitor: the client's server build decides which
// paths it renders and what their first screen reads; the reads are answered here by the API's
// own queries, and the markup is rendered from them (services/src/http/shellPage.ts sends it).
import { cookieSaysSignedIn } from '@app/contracts/account/signedInCookie';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../commands/index.ts';
import type { PageRender, RenderedPage } from '../http/index.ts';
import type { Platform } from '../platform.ts';
import { readFirstScreen } from './firstScreenQueries.ts';
import { RenderedMarkupMemo } from './renderedMarkupMemo.ts';
import { loadServerBundle, type ServerBundle } from './serverBundle.ts';
import { sharedSearchPreview } from './sharedSearchPreview.ts';

const SHARED_SEARCH = /^\/search\/([^/]+)\/?$/;

const NO_RENDER: PageRender = async () => null;

function isNotFound(error: unknown): boolean {
  return error instanceof DomainError && error.code === 'not_found';
}

async function render(
  platform: Platform,
  bundle: ServerBundle,
  memo: RenderedMarkupMemo,
  request: FastifyRequest,
  configuration: Promise<unknown>,
): Promise<RenderedPage | 'not-found' | null> {
  const [pathname = '/', search = ''] = request.url.split('?', 2);
  const plan = bundle.planServerPage(pathname, request.microsite !== null);
  const shared = SHARED_SEARCH.exec(pathname);
  // A browser keeping a session renders its own view: the visitor's markup would only be replaced.
  const signedIn = cookieSaysSignedIn(request.headers.cookie);
  if (!plan && shared && !signedIn) {
    const markup = await sharedSearchPreview(platform, decodeURIComponent(shared[1] ?? ''));
    return markup === null ? null : { markup, answersJson: null };
  }
  if (!plan) return null;
  let texts: string[];
  try {
    texts = await Promise.all(plan.reads.map((apiPath) => readFirstScreen(platform, request, apiPath)));
  } catch (error) {
    if (isNotFound(error)) return 'not-found';
    throw error;
  }
  if (signedIn) return null;
  const answersJson = `[${texts.join(',')}]`;
  const inlined = await configuration;
  // Only a page not rendered from these answers yet needs them as values.
  const markup = memo.markup(inlined, `${pathname}?${search}\n${answersJson}`, () =>
    bundle.renderServerPage({
      pathname,
      search,
      configuration: inlined,
      answers: JSON.parse(answersJson) as unknown[],
    }),
  );
  return markup === null ? null : { markup, answersJson };
}

/** The renderer of the built client in `webDirectory`; pages stay the bare shell without its server build. */
export async function serverPageRenderer(platform: Platform, webDirectory: string | undefined): Promise<PageRender> {
  const bundle = webDirectory === undefined ? null : await loadServerBundle(webDirectory);
  if (!bundle) return NO_RENDER;
  const memo = new RenderedMarkupMemo();
  return (request, configuration) => render(platform, bundle, memo, request, configuration);
}
