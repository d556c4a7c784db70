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
 * Registers every operation of `contract`; `handlers` maps operationIds to their handlers.
 * @throws Error naming the operations without a handler (the server does not start with a gap).
 */
export function registerContractRoutes(
  app: FastifyInstance,
  contract: Contract,
  handlers: Handlers,
): void {
  const missing = contract.operations
    .map((operation) => operation.operationId)
    .filter((operationId) => !handlers[operationId as OperationId]);
  if (missing.length) throw new Error(`No handler for ${missing.join(', ')}.`);
  for (const operation of contract.operations) {
    const handler = handlers[operation.operationId as OperationId] as Handler<OperationId>;
    const limitsFailures = AUTH_ATTEMPT_OPERATIONS.has(operation.operationId);
    app.route({
      method: operation.method,
      url: operation.url,
      schema: operation.schema,
      config: { operation },
      onRequest: gate,
      preValidation: limitsFailures
        ? [syncHook(checkBody), reserveAuthAttempt, syncHook(checkInput)]
        : [syncHook(checkBody), syncHook(checkInput)],
      ...(limitsFailures ? { onSend: settleAuthAttempt } : {}),
      handler: (request: FastifyRequest, reply: FastifyReply) =>
        handler(handlerContext(request, reply)),
    });
  }
}
