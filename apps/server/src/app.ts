/**
 * The application factory: `buildApp()` wires configuration, database, clock, contract, plugins
 * and the route modules into a Fastify instance, without listening. main.ts listens; tests use
 * `app.inject()` (see test/harness.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from './config.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import { createAjv, loadContract, type Contract } from './contract/openapi.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { registerContractRoutes } from './http/routes.ts';
import type { AppDeps, Handlers } from './http/context.ts';
import { createCsrfService } from './services/csrf.ts';
import { createMailer } from './services/mail.ts';
import { createNotifier } from './services/notifications.ts';
import { createMediaStore } from './services/media.ts';
import { openStorage } from './services/storage.ts';
import { cacheBus } from './services/cacheBus.ts';
import { loadModules } from './modules/index.ts';

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database. */
  database: Database;
  /** @default systemClock */
  clock?: Clock;
  /** @default the repository's openapi/openapi.yaml */
  contract?: Contract;
  /** Extra handlers (override modules'); for tests of the platform itself. */
  handlers?: Handlers;
}

/** Builds the Fastify application (not listening). @throws Error when the contract cannot be loaded */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const contract = options.contract ?? loadContract();

  const logger: FastifyServerOptions['logger'] =
    config.logLevel === 'silent'
      ? false
      : {
          level: config.logLevel,
          redact: [
            'req.headers.authorization',
            'req.headers.cookie',
            'req.headers["x-xsrf-token"]',
            'res.headers["set-cookie"]',
          ],
        };
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Requests are validated by the contract's own schemas (JSON Schema 2020-12).
    ajv: { customOptions: {} },
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
    void defaultJsonParser(request, text, done);
  });

  const csrf = await createCsrfService(database.db, clock.now(), process.env.APP_KEY);
  const mailer = createMailer({
    db: database.db,
    clock,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
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
  };
  app.decorate('deps', deps);
  app.decorateRequest('now', null as unknown as Date);
  app.decorateRequest('auth', null);
  app.decorateRequest('expiredAuth', null);

  registerErrorHandling(app);
  await app.register(cookie);
  await registerMultipart(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
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
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  const modules = await loadModules();
  const handlers: Handlers = Object.assign(
    {},
    ...modules.map((m) => m.handlers),
    options.handlers ?? {},
  ) as Handlers;
  registerContractRoutes(app, contract, handlers);

  if (config.serveWeb && existsSync(path.join(config.webDist, 'index.html'))) {
    await serveWebApp(app, config.webDist);
  }

  app.addHook('onClose', async () => {
    await mailer.close();
    await cacheBus.disconnect(database);
    await storage.close();
  });
  return app;
}

/** Serves the built web app on the same origin, with the SPA fallback to index.html. */
async function serveWebApp(app: FastifyInstance, root: string): Promise<void> {
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
    if (url.startsWith('/api/') || url.startsWith('/sanctum/')) {
      return reply.code(404).send({ message: `Route ${request.method}:${url} not found.` });
    }
    const file = path.join(root, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
    if (path.extname(url) && file.startsWith(root) && existsSync(file))
      return reply.sendFile(path.relative(root, file));
    if (path.extname(url)) return reply.code(404).send({ message: 'Not found.' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
