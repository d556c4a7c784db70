/**
 * The application factory: `buildApp()` wires configuration, database, clock, contract, plugins
 * and the route modules into a Fastify instance, without listening. main.ts listens; tests use
 * `app.inject()` (see test/harness.ts).
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { AppConfig } from './config.ts';
import { systemClock, type Clock } from './clock.ts';
import { configureFreshness } from './modules/marketplace/freshness.ts';
import type { Database } from './db/client.ts';
import { createAjv, loadContract, type Contract } from './contract/openapi.ts';
import {
  frameworkErrorHandler,
  MAX_PATH_PARAMETER_LENGTH,
  registerErrorHandling,
} from './plugins/errors.ts';
import { NOT_FOUND_MESSAGE } from './lib/errors.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { assertHandlersCoverContract, contractRoutesPlugin } from './http/routes.ts';
import { assertJsonDepth } from './http/inputGuard.ts';
import { createAddressLimiter, registerAddressConcurrency } from './http/addressConcurrency.ts';
import type { AppDeps, Handlers } from './http/context.ts';
import { createCsrfService } from './services/csrf.ts';
import { createMailer, type ClaimedEmail } from './services/mail.ts';
import { redactOneTimeTokens } from './lib/redact.ts';
import { createNotifier } from './services/notifications.ts';
import { createMediaStore } from './services/media.ts';
import { openStorage } from './services/storage.ts';
import { cacheBus } from './services/cacheBus.ts';
import type { ServerModule } from './modules/types.ts';
import { readPrerenderedPages, webPageFor, type PrerenderedPages } from './webPages.ts';

/**
 * Browser features no page of the product uses, turned off for every answer (Permissions-Policy):
 * a script injected into a page could not reach the camera, microphone, location, payment, USB,
 * serial or HID devices, nor join ad-topic cohorts.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** Pattern of a client's X-Request-Id that the server adopts (8–128 URL-safe characters). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id of a request: the client's (or load balancer's) `X-Request-Id` when it matches
 * {@link REQUEST_ID_PATTERN}, otherwise a random UUID, unique across processes. Echoed in the
 * answer's `X-Request-Id` and in every log line of the request (`reqId`).
 */
export function requestId(request: { headers: Record<string, unknown> }): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
    ? incoming
    : randomUUID();
}

/**
 * pino options: JSON lines (`logFormat: 'json'`, production) or one coloured line per event through
 * pino-pretty (development); secrets redacted; nothing in tests (`logLevel: 'silent'`).
 */
function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const redact = [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-xsrf-token"]',
    'res.headers["set-cookie"]',
  ];
  if (config.logFormat === 'json') return { level: config.logLevel, redact };
  return {
    level: config.logLevel,
    redact,
    transport: {
      target: 'pino-pretty',
      options: {
        singleLine: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,reqId,method,url,statusCode,responseTimeMs',
      },
    },
  };
}

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database. */
  database: Database;
  /** @default systemClock */
  clock?: Clock;
  /** @default the repository's openapi/openapi.yaml */
  contract?: Contract;
  /**
   * The route modules (`SERVER_MODULES` of modules/index.ts for the real server), each registered
   * as a Fastify plugin; together with `handlers` they must handle every operation of the contract
   * once.
   */
  modules: readonly ServerModule[];
  /** Extra handlers, for tests of the platform itself: their operations leave the modules'. */
  handlers?: Handlers;
  /**
   * Hears each delivered e-mail with its links, before its stored copy is redacted (the test
   * harness's mailbox; see `createMailer`'s `onSent`). @default none
   */
  onEmailSent?: (message: ClaimedEmail) => void;
}

/** Builds the Fastify application (not listening). @throws Error when the contract cannot be loaded */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const contract = options.contract ?? loadContract();

  const app = Fastify({
    logger: loggerOptions(config),
    // One line per request, written by the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestId,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    // A path parameter too long or not decodable: the contract's 400, not Fastify's 414.
    frameworkErrors: frameworkErrorHandler,
    // Requests are validated by the contract's own schemas (JSON Schema 2020-12).
    ajv: { customOptions: {} },
  });
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  // One address's fair share, before any database work (decision 212).
  registerAddressConcurrency(
    app,
    createAddressLimiter({ concurrency: config.rateLimits.addressConcurrency }),
  );
  // One log line per request, when it is answered.
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    // Without the query, and without a one-time token in the path (decision 208).
    const url = redactOneTimeTokens(request.url.split('?')[0] ?? '/');
    request.log.info(
      { method: request.method, url, statusCode: reply.statusCode, responseTimeMs: ms },
      `${request.method} ${url} ${reply.statusCode} ${ms} ms`,
    );
  });

  const coercing = createAjv(contract, { coerce: true });
  const strict = createAjv(contract, { coerce: false });
  app.setValidatorCompiler(({ schema, httpPart, contentType }) => {
    const ajv = httpPart === 'body' && contentType !== 'multipart/form-data' ? strict : coercing;
    return ajv.compile(schema);
  });

  // An empty JSON body (clients send Content-Type: application/json on body-less POSTs) is no body.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      assertJsonDepth(text);
    } catch (error) {
      return done(error as Error, undefined);
    }
    void defaultJsonParser(request, text, done);
  });

  const csrf = await createCsrfService(database.db, clock.now(), config.appKey);
  const mailer = createMailer({
    db: database.db,
    clock,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
    onSent: options.onEmailSent,
  });
  const notifier = createNotifier({
    clock,
    publicUrl: config.publicUrl,
    onEmailQueued: () => mailer.kick(),
  });
  const storage = openStorage(config, database.db, () => clock.now());
  // Per-process caches hear of other processes' changes (PostgreSQL LISTEN/NOTIFY).
  await cacheBus.connect(database, app.log);
  const deps: AppDeps = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    contract,
    csrf,
    mailer,
    notifier,
    media: createMediaStore(storage),
    modules: options.modules,
  };
  app.decorate('deps', deps);
  // Prometheus metrics at /metrics, only when METRICS_ENABLED=true (decision 218).
  if (config.metrics.enabled) registerMetrics(app, deps);
  configureFreshness(database.db, clock, config.listingFreshDays);
  app.decorateRequest('now', null as unknown as Date);
  app.decorateRequest('auth', null);
  app.decorateRequest('expiredAuth', null);

  registerErrorHandling(app);
  await app.register(cookie);
  await registerMultipart(app);
  const webApp =
    config.serveWeb && existsSync(path.join(config.webDist, 'index.html'))
      ? { root: config.webDist, prerendered: readPrerenderedPages(config.webDist) }
      : null;
  const styleAttributeHashes = webApp?.prerendered?.styleAttributeHashes ?? [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // Exactly the style attributes of the prerendered pages (React sets the others through
        // the CSSOM, which the CSP does not restrict): see apps/web/scripts/prerender.mjs.
        ...(styleAttributeHashes.length
          ? { styleSrcAttr: ["'unsafe-hashes'", ...styleAttributeHashes] }
          : {}),
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.secureCookies
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers are per user and per moment: no cache keeps them unless a handler says so
    // (the public figures and stored media set their own rule).
    if (request.routeOptions.config.operation && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  // Each module is a plugin of its own with the routes of its operations; operations that
  // `options.handlers` serves are taken out of the modules.
  const extra = options.handlers ?? {};
  const moduleHandlers = options.modules.map(
    (module) =>
      Object.fromEntries(
        Object.entries(module.handlers).filter(([operationId]) => !(operationId in extra)),
      ) as Handlers,
  );
  assertHandlersCoverContract(contract, [...moduleHandlers, extra]);
  for (const handlers of [...moduleHandlers, extra])
    await app.register(contractRoutesPlugin(contract, handlers));

  if (config.docsPublic) await serveContractDocs(app, contract);

  if (webApp) await serveWebApp(app, webApp.root, webApp.prerendered);

  app.addHook('onClose', async () => {
    await mailer.close();
    await cacheBus.disconnect(database);
    await storage.close();
  });
  return app;
}

/**
 * Where the browsable contract is served: the page, and the contract itself at `${DOCS_PATH}/json`
 * and `/yaml`; only with `docsPublic` (DOCS_PUBLIC, off by default in production).
 */
export const DOCS_PATH = '/docs';

/**
 * Serves the contract browsable at {@link DOCS_PATH} with Swagger UI, from the package's own files
 * (no CDN), under the same Content-Security-Policy as the app (its scripts and styles are files of
 * the same origin; the online validator badge is off).
 */
async function serveContractDocs(app: FastifyInstance, contract: Contract): Promise<void> {
  await app.register(swagger, {
    mode: 'static',
    specification: { document: structuredClone(contract.document) as never },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { validatorUrl: null, deepLinking: true, tryItOutEnabled: false },
    logLevel: 'warn',
  });
}

/** Paths the server answers itself (the API, the CSRF cookie), never pages of the web app. */
const isServerPath = (url: string): boolean =>
  url.startsWith('/api/') || url.startsWith('/sanctum/');

/**
 * Serves the built web app on the same origin: a prerendered public page as its own HTML, any
 * other path of the app as the shell, an unknown path as the not-found page with status 404
 * (src/webPages.ts); a build without prerendered pages answers every path with index.html.
 */
async function serveWebApp(
  app: FastifyInstance,
  root: string,
  prerendered: PrerenderedPages | null,
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    setHeaders(reply, filePath) {
      // Vite puts content hashes in asset names: cache them for a year; index.html never.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        void reply.header('cache-control', 'public, max-age=31536000, immutable');
      else void reply.header('cache-control', 'no-cache');
    },
  });
  app.get('/*', { config: {} }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isServerPath(url)) return reply.callNotFound();
    const file = path.join(root, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
    if (path.extname(url) && file.startsWith(root) && existsSync(file))
      return reply.sendFile(path.relative(root, file));
    if (path.extname(url)) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
    const page = webPageFor(prerendered, url);
    return reply.code(page.status).header('cache-control', 'no-cache').sendFile(page.file);
  });
  // A page's form sent by the browser itself: Enter pressed in a prerendered sign-in or
  // registration form before the page's script took it over. The forms say `method="post"` so the
  // password never lands in a URL; the body is dropped unread and the visitor is sent back to the
  // page (303: the browser follows with a GET), where the script now handles the form.
  await app.register((pages, _options, registered) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => {
      payload.resume();
      done(null);
    });
    pages.post('/*', async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (isServerPath(url) || path.extname(url)) return reply.callNotFound();
      // The same page, query kept (a sign-in's `?redirect=`); leading slashes collapsed to one so
      // the location never names another host (`//host/…`).
      const location = `/${request.url.replace(/^[/\\]+/, '')}`;
      return reply.code(303).header('location', location).send();
    });
    registered();
  });
}
