// The HTTP application: external plugins first, then guards and error handling, then routes.
import { constants as zlibConstants } from 'node:zlib';
import { ERROR_MESSAGES, useSpanishErrors } from '@app/contracts';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { socialScriptOrigins } from './account/index.ts';
import { registerAccountRoutes } from './account/routes.ts';
import { alertLiveFacts, registerAlertRoutes } from './alerts/routes.ts';
import { registerAuditRoutes } from './audit/routes.ts';
import { loadConfiguration, registerCatalogueRoutes } from './catalogue/routes.ts';
import { groupLiveFacts, registerGroupContextRoutes } from './group/routes.ts';
import { followLifecycle, Lifecycle, protectFromPressure } from './health/index.ts';
import { registerHealthRoutes } from './health/routes.ts';
import {
  answerClientError,
  generateRequestId,
  guardedValidatorCompiler,
  handleError,
  logClientRequestIds,
  registerGuards,
  registerOpenApi,
  registerTextRule,
  registerWebClient,
  UPLOAD_MAX_BYTES,
} from './http/index.ts';
import { type LiveParts, startLiveGateway } from './live/index.ts';
import { registerOutboxRoutes } from './mail/routes.ts';
import { registerMediaRoutes } from './media/routes.ts';
import { createAppMetrics, registerMetricsRoute } from './metrics/routes.ts';
import { micrositeOfHost } from './microsite/index.ts';
import { registerMicrositeRoutes, registerSiteResolution } from './microsite/routes.ts';
import type { Platform } from './platform.ts';
import { registerPublicationRoutes } from './publication/routes.ts';
import { maySocketWatch, registerSearchRoutes, startSearchProcesses } from './search/routes.ts';
import { serverPageRenderer } from './serverRender/index.ts';
import { linkPreviewHead, registerCardImageRoute, registerSharingRoutes } from './sharing/index.ts';
import { LeadWebhookDispatcher } from './statistics/index.ts';
import { registerStatisticsRoutes } from './statistics/routes.ts';
import { registerSwipeRoutes, swipeLiveFacts } from './swipe/routes.ts';
import { registerSynchronizerRoutes, synchronizerLiveFacts } from './synchronizer/routes.ts';

export interface AppOptions {
  /** The built web client to serve; the API runs alone when absent. */
  webDirectory?: string;
  logger?: boolean | { level: string };
  /** Tells readiness the process is shutting down (main.ts flips it on SIGTERM). */
  lifecycle?: Lifecycle;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** What the contexts plug into live: the site of a socket's host, who may watch a search, what the log's facts tell. */
const LIVE_PARTS: LiveParts = {
  siteOfHost: micrositeOfHost,
  mayWatch: maySocketWatch,
  facts: [swipeLiveFacts, synchronizerLiveFacts, groupLiveFacts, alertLiveFacts],
  leaderTasks: [(platform, log) => new LeadWebhookDispatcher(platform, log)],
};

export async function buildApp(platform: Platform, options: AppOptions = {}): Promise<FastifyInstance> {
  useSpanishErrors();
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: generateRequestId,
    requestIdHeader: false,
    trustProxy: platform.config.trustProxy,
    // While closing, requests on open connections are served (with Connection: close), not refused.
    return503OnClosing: false,
    // The router's own refusals (a path parameter too long, a malformed address) in the usual shape.
    frameworkErrors: handleError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  logClientRequestIds(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Routes that may be cached (stored media) say so themselves.
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  const lifecycle = options.lifecycle ?? new Lifecycle();
  followLifecycle(app, lifecycle);
  const metrics = createAppMetrics(app, platform);
  await protectFromPressure(app, platform.config.operations.pressure);
  const social = socialScriptOrigins(platform.config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'worker-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", 'https:', 'wss:', 'ws:', ...social.scripts],
        'style-src': ["'self'", "'unsafe-inline'", ...social.frames],
        'script-src': ["'self'", ...social.scripts],
        'frame-src': ["'self'", ...social.frames],
      },
    },
    // Google's and Apple's sign-in popups answer the page that opened them.
    crossOriginOpenerPolicy: { policy: social.scripts.length > 0 ? 'same-origin-allow-popups' : 'same-origin' },
  });
  // Answers of 1 KiB and more travel compressed; built files come compressed already (webClient.ts).
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimit, {
    max: platform.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Only the API counts: opening the identification panel alone fetches ~50 built files, and a
    // refused chunk left the page blank after a busy minute (the files are static and cached).
    allowList: (request) => !request.url.startsWith('/api'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: ERROR_MESSAGES.tooManyRequests,
      errors: {},
      retryAfter: context.after,
    }),
  });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, parts: 24 } });
  await registerOpenApi(app);
  // Before the guards: the session a token opens depends on the site the request's host serves.
  registerSiteResolution(app, platform);
  registerGuards(app, platform);
  registerTextRule(app);

  await app.register(
    async (api) => {
      registerHealthRoutes(api, platform, lifecycle);
      registerMetricsRoute(api, metrics, platform.config);
      registerCatalogueRoutes(api, platform);
      registerAccountRoutes(api, platform);
      registerMediaRoutes(api, platform);
      registerCardImageRoute(api, platform);
      registerSearchRoutes(api, platform);
      registerSwipeRoutes(api, platform);
      registerAlertRoutes(api, platform);
      registerPublicationRoutes(api, platform);
      registerSynchronizerRoutes(api, platform);
      registerOutboxRoutes(api, platform);
      registerGroupContextRoutes(api, platform);
      registerAuditRoutes(api, platform);
      registerStatisticsRoutes(api, platform);
      registerMicrositeRoutes(api, platform);
    },
    { prefix: '/api' },
  );

  await startSearchProcesses(app, platform);
  startLiveGateway(app, platform, LIVE_PARTS);
  registerSharingRoutes(app, platform);
  registerWebClient(app, options.webDirectory, {
    head: linkPreviewHead(platform),
    configuration: (request) => loadConfiguration(platform, request.microsite),
    render: await serverPageRenderer(platform, options.webDirectory),
  });
  return app;
}
