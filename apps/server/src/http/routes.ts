/**
 * Registers one Fastify route per contract operation, with the contract's request schemas, the
 * gate (http/auth.ts) and the module's handler.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Contract } from '../contract/openapi.ts';
import { HttpError } from '../lib/errors.ts';
import { gate } from './auth.ts';
import { AUTH_ATTEMPT_OPERATIONS, reserveAuthAttempt, settleAuthAttempt } from './authAttempts.ts';
import { checkInput } from './inputGuard.ts';
import { handlerContext, type Handler, type Handlers } from './context.ts';
import type { OperationId } from '../contract/types.ts';
import type { BodyChecks } from '../modules/types.ts';

const essence = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase();

/** A preValidation hook made of a synchronous check that throws. */
function syncHook(check: (request: FastifyRequest) => void) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void => {
    try {
      check(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  };
}

/**
 * Checks that the body came as one of the operation's media types, and turns a missing required
 * body into `{}` so the validator names the missing fields (422) instead of skipping validation.
 */
function checkBody(request: FastifyRequest): void {
  const operation = request.routeOptions.config.operation;
  if (!operation || operation.bodyMediaTypes.length === 0) return;
  const mediaType = essence(request.headers['content-type']);
  if (!mediaType || request.body === undefined || request.body === null) {
    if (!operation.bodyRequired) return;
    const fallback = operation.bodyMediaTypes.includes('application/json')
      ? 'application/json'
      : operation.bodyMediaTypes[0]!;
    request.headers['content-type'] = fallback;
    request.body = {};
    return;
  }
  if (!operation.bodyMediaTypes.includes(mediaType)) {
    const message = `The request body must be sent as ${operation.bodyMediaTypes.join(' or ')}.`;
    throw new HttpError(400, message, { errors: { body: [message] } });
  }
}

/**
 * Checks that the handler maps cover every operation of `contract` once.
 * @throws Error naming the operations without a handler (the server does not start with a gap), or
 *   those two maps both handle
 */
export function assertHandlersCoverContract(
  contract: Contract,
  handlerMaps: readonly Handlers[],
): void {
  const operationIds = contract.operations.map((operation) => operation.operationId);
  const missing = operationIds.filter((id) => !handlerMaps.some((map) => id in map));
  if (missing.length) throw new Error(`No handler for ${missing.join(', ')}.`);
  const twice = operationIds.filter((id) => handlerMaps.filter((map) => id in map).length > 1);
  if (twice.length) throw new Error(`More than one handler for ${twice.join(', ')}.`);
}

/**
 * A Fastify plugin that registers the routes of the operations of `contract` that `handlers`
 * serves (operationId → handler), each behind the gate and the input checks (and the module's
 * `bodyChecks` of the operation, before the contract's validation).
 */
export function contractRoutesPlugin(
  contract: Contract,
  handlers: Handlers,
  bodyChecks: BodyChecks = {},
) {
  return function contractRoutes(app: FastifyInstance): Promise<void> {
    registerContractRoutes(app, contract, handlers, bodyChecks);
    return Promise.resolve();
  };
}

function registerContractRoutes(
  app: FastifyInstance,
  contract: Contract,
  handlers: Handlers,
  bodyChecks: BodyChecks,
) {
  for (const operation of contract.operations) {
    const handler = handlers[operation.operationId as OperationId] as
      Handler<OperationId> | undefined;
    if (!handler) continue;
    const limitsFailures = AUTH_ATTEMPT_OPERATIONS.has(operation.operationId);
    const bodyCheck = bodyChecks[operation.operationId];
    const checks = bodyCheck
      ? [
          syncHook(checkBody),
          syncHook((request) => bodyCheck(request.body, request.now)),
          syncHook(checkInput),
        ]
      : [syncHook(checkBody), syncHook(checkInput)];
    app.route({
      method: operation.method,
      url: operation.url,
      schema: operation.schema,
      config: { operation },
      onRequest: gate,
      preValidation: limitsFailures
        ? [syncHook(checkBody), reserveAuthAttempt, syncHook(checkInput)]
        : checks,
      ...(limitsFailures ? { onSend: settleAuthAttempt } : {}),
      handler: (request: FastifyRequest, reply: FastifyReply) =>
        handler(handlerContext(request, reply)),
    });
  }
}
