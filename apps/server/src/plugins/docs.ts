/** The browsable contract (Swagger UI) at `/docs`, when `DOCS_PUBLIC` allows it. */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Contract } from '../contract/openapi.ts';

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
export async function serveContractDocs(app: FastifyInstance, contract: Contract): Promise<void> {
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
