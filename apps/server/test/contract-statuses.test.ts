/**
 * Every operation of openapi/openapi.yaml declares the statuses any call of it can meet (decision
 * 211), so a new operation cannot forget them and the typed client knows them:
 * - 429 (every call is rate limited, and the per-address concurrency cap answers any call) and
 *   503 with `Retry-After` (every call that touches the database can meet an outage);
 * - 400 when it has path or query parameters or a body (a parameter breaking the contract, a path
 *   the router cannot read, a body that is not JSON or of a media type it does not take) — or 422
 *   for its parameters where it has no body and lists 422 and not 400 (search, see the error
 *   handler);
 * - 413 when it takes a body;
 * - only explicit status codes: no `default`, no `4XX` range.
 * The contract fuzz (contract-fuzz.test.ts) checks the server answers nothing else.
 */
import { describe, expect, it } from 'vitest';
import { loadContract, type ContractOperation } from '../src/contract/openapi.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/lib/errors.ts';

const contract = loadContract();

/**
 * Operations that cannot meet a database outage: liveness answers without touching the database.
 * Health and readiness answer their own 503 (a `HealthResponse`, without Retry-After).
 */
const NO_DATABASE = new Set(['getLiveness']);
const OWN_503 = new Set(['getHealth', 'getReadiness']);

const hasParameters = (operation: ContractOperation) =>
  Object.keys(operation.schema.params?.properties ?? {}).length > 0 ||
  Object.keys(operation.schema.querystring?.properties ?? {}).length > 0;

/** The statuses `operation` lacks under the rules above, each with why it needs it. */
function missingStatuses(operation: ContractOperation): string[] {
  const declared = new Set(Object.keys(operation.responses));
  const missing: string[] = [];
  const need = (status: string, why: string) => {
    if (!declared.has(status)) missing.push(`${status} (${why})`);
  };
  need('429', 'every call is rate limited');
  if (!NO_DATABASE.has(operation.operationId)) need('503', 'every call can meet a database outage');
  const hasBody = operation.bodyMediaTypes.length > 0;
  if (hasBody) need('413', 'it takes a body');
  const parametersAs422 = !hasBody && declared.has('422') && !declared.has('400');
  if ((hasParameters(operation) || hasBody) && !parametersAs422)
    need('400', 'it has parameters or a body');
  for (const status of declared)
    if (!/^[1-5]\d\d$/.test(status)) missing.push(`an explicit code instead of ${status}`);
  return missing;
}

describe('every operation declares the statuses any call can meet', () => {
  it.each(contract.operations.map((o) => [o.operationId, o] as const))('%s', (_id, operation) => {
    expect(missingStatuses(operation)).toEqual([]);
  });

  it('declares 503 as ServiceUnavailable, with Retry-After, except health and readiness', () => {
    for (const operation of contract.operations) {
      if (NO_DATABASE.has(operation.operationId) || OWN_503.has(operation.operationId)) continue;
      expect(Object.keys(operation.responses['503']!.headers), operation.operationId).toContain(
        'retry-after',
      );
    }
    const document = contract.document as {
      components: { responses: Record<string, { content: Record<string, { example: unknown }> }> };
    };
    expect(
      document.components.responses.ServiceUnavailable!.content['application/json']!.example,
    ).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it('catches an operation that forgets them', () => {
    const bare: ContractOperation = {
      ...contract.byId.get('getJob')!,
      bodyMediaTypes: ['application/json'],
      responses: { '200': { headers: {}, content: {} }, '4XX': { headers: {}, content: {} } },
    };
    expect(missingStatuses(bare)).toEqual([
      '429 (every call is rate limited)',
      '503 (every call can meet a database outage)',
      '413 (it takes a body)',
      '400 (it has parameters or a body)',
      'an explicit code instead of 4XX',
    ]);
    // Search names its parameters in a 422, so it needs no 400.
    expect(missingStatuses(contract.byId.get('searchJobs')!)).toEqual([]);
    expect(contract.byId.get('searchJobs')!.responses['400']).toBeUndefined();
  });
});
