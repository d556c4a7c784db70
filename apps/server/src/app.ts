/**
 * The application factory: `buildApp()` wires configuration, database, clock, contract, the
 * services (deps.ts), the platform plugins (plugins/: request log, parsers, errors, security
 * headers, multipart, metrics, docs, web app) and the route modules into a Fastify instance,
 * without listening. main.ts listens; tests use `app.inject()` (see test/harness.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import type { AppConfig } from './config.ts';
import { systemClock, type Clock } from './clock.ts';
import { configureFreshness } from './modules/marketplace/postings/freshness.ts';
import type { Database } from './db/client.ts';
import { loadContract, type Contract } from './contract/openapi.ts';
import {
  frameworkErrorHandler,
  MAX_PATH_PARAMETER_LENGTH,
  registerErrorHandling,
} from './plugins/errors.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { loggerOptions, registerRequestLog, requestId } from './plugins/requestLog.ts';
import { registerParsers } from './plugins/parsers.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { serveContractDocs } from './plugins/docs.ts';
import { serveWebApp } from './plugins/webApp.ts';
import { assertHandlersCoverContract, contractRoutesPlugin } from './http/routes.ts';
import { createAddressLimiter, registerAddressConcurrency } from './http/addressConcurrency.ts';
import type { Handlers } from './http/context.ts';
import { createAppDeps } from './deps.ts';
import type { ClaimedEmail } from './services/mail.ts';
import type { ServerModule } from './modules/types.ts';
import { readPrerenderedPages } from './webPages.ts';

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
    // One line per request, written by registerRequestLog (plugins/requestLog.ts).
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
  registerRequestLog(app);
  // One address's fair share, before any database work (decision 212).
  registerAddressConcurrency(
    app,
    createAddressLimiter({ concurrency: config.rateLimits.addressConcurrency }),
  );

  registerParsers(app, contract);

  const { deps, close } = await createAppDeps({
    config,
    database,
    clock,
    contract,
    modules: options.modules,
    log: app.log,
    onEmailSent: options.onEmailSent,
  });
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
  await registerSecurityHeaders(app, config, styleAttributeHashes);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  await registerRoutes(app, contract, options.modules, options.handlers ?? {});

  if (config.docsPublic) await serveContractDocs(app, contract);

  if (webApp) await serveWebApp(app, webApp.root, webApp.prerendered);

  // Open event streams end first, or the server would wait for them to close (issue 28).
  app.addHook('preClose', (done) => {
    deps.conversationEvents.endStreams();
    done();
  });
  app.addHook('onClose', close);
  return app;
}

/**
 * Registers each module as a plugin of its own with the routes of its operations; operations that
 * `extra` serves are taken out of the modules. @throws Error when the modules and `extra` do not
 * handle every operation of the contract exactly once
 */
async function registerRoutes(
  app: FastifyInstance,
  contract: Contract,
  modules: readonly ServerModule[],
  extra: Handlers,
): Promise<void> {
  const moduleHandlers = modules.map(
    (module) =>
      Object.fromEntries(
        Object.entries(module.handlers).filter(([operationId]) => !(operationId in extra)),
      ) as Handlers,
  );
  assertHandlersCoverContract(contract, [...moduleHandlers, extra]);
  for (const [index, handlers] of moduleHandlers.entries())
    await app.register(contractRoutesPlugin(contract, handlers, modules[index]!.bodyChecks ?? {}));
  await app.register(contractRoutesPlugin(contract, extra));
}
