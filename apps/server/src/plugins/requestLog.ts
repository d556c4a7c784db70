/**
 * Request ids and the log: the Fastify logger's options, the `X-Request-Id` of every answer and one
 * log line per answered request (decision 208: without the query or a one-time token).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';
import { redactOneTimeTokens } from '../lib/redact.ts';

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
export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
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

/**
 * Echoes the request's id in `X-Request-Id` and writes one line per request when it is answered:
 * method, path (no query, one-time tokens redacted), status and time in ms (0.1 ms steps).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const url = redactOneTimeTokens(request.url.split('?')[0] ?? '/');
    request.log.info(
      { method: request.method, url, statusCode: reply.statusCode, responseTimeMs: ms },
      `${request.method} ${url} ${reply.statusCode} ${ms} ms`,
    );
  });
}
