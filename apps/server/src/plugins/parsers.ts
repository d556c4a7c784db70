/**
 * How request parts are read and validated: the contract's own schemas through Ajv (path, query
 * and multipart fields coerced from strings, JSON bodies strict), and a JSON parser that takes an
 * empty body as no body and refuses a nesting deeper than `assertJsonDepth` allows.
 */
import type { FastifyInstance } from 'fastify';
import { createAjv, type Contract } from '../contract/openapi.ts';
import { assertJsonDepth } from '../http/inputGuard.ts';

/** Sets the validator compiler and the `application/json` parser of `app`. */
export function registerParsers(app: FastifyInstance, contract: Contract): void {
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
}
