/**
 * Loads openapi/openapi.yaml (the single source of truth) and turns each operation into what
 * Fastify needs: its URL, its params/querystring/headers/body JSON Schemas (the contract's own
 * schemas, refs rewritten, never a second copy), and whether it needs a bearer token. The same
 * loaded document validates responses in the tests (see test/harness.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, Options, ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { REPO_ROOT } from '../config.ts';

/** Path of the contract. */
export const CONTRACT_PATH = path.join(REPO_ROOT, 'openapi/openapi.yaml');

/** The shared-schema id under which `components.schemas` are registered: refs become `contract#/$defs/X`. */
export const CONTRACT_SCHEMA_ID = 'contract';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type JsonSchema = Record<string, unknown>;

/** One operation of the contract, ready to register with Fastify. */
export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** Path as written in the contract, e.g. `/api/v1/{area}/notifications/mark-read/{id}`. */
  path: string;
  /** Fastify URL, e.g. `/api/v1/:area/notifications/mark-read/:id`. */
  url: string;
  /** A valid bearer token is required (the operation's security lists the bearer scheme without `{}`). */
  requiresAuth: boolean;
  /** The bearer token is used when present, but not required. */
  optionalAuth: boolean;
  /** Request schemas for Fastify (`params`, `querystring`, `headers`, `body`). */
  schema: {
    params?: JsonSchema;
    querystring?: JsonSchema;
    headers?: JsonSchema;
    body?: JsonSchema | { content: Record<string, { schema: JsonSchema }> };
  };
  /** Request body media types the operation accepts (empty when it takes no body). */
  bodyMediaTypes: string[];
  /** The request body is required. */
  bodyRequired: boolean;
  /** Response schemas by status code and media type (refs rewritten). */
  responses: Record<
    string,
    { headers: Record<string, JsonSchema>; content: Record<string, JsonSchema | undefined> }
  >;
}

/** The loaded contract. */
export interface Contract {
  document: Record<string, unknown>;
  operations: ContractOperation[];
  byId: Map<string, ContractOperation>;
  /** `{ $id: 'contract', $defs: components.schemas }`, to register as a shared schema. */
  sharedSchema: JsonSchema;
}

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

let cached: Contract | undefined;

/**
 * Reads and prepares the contract (cached after the first call for the default path).
 * @throws Error when the file is missing or an operation has no operationId.
 */
export function loadContract(file = CONTRACT_PATH): Contract {
  if (file === CONTRACT_PATH && cached) return cached;
  const document = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const contract = prepare(document);
  if (file === CONTRACT_PATH) cached = contract;
  return contract;
}

function prepare(document: Record<string, unknown>): Contract {
  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
  const securitySchemes = (components.securitySchemes ?? {}) as Record<
    string,
    { type?: string; scheme?: string }
  >;
  const bearerSchemes = new Set(
    Object.entries(securitySchemes)
      .filter(([, s]) => s.type === 'http' && s.scheme?.toLowerCase() === 'bearer')
      .map(([name]) => name),
  );
  const globalSecurity = (document.security ?? []) as Record<string, unknown>[];

  const deref = <T>(value: unknown): T => {
    let current = value as Record<string, unknown>;
    for (
      let i = 0;
      i < 10 &&
      typeof current?.$ref === 'string' &&
      !current.$ref.startsWith('#/components/schemas/');
      i++
    ) {
      current = pointer(document, current.$ref) as Record<string, unknown>;
    }
    return current as T;
  };

  const operations: ContractOperation[] = [];
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  for (const [p, rawItem] of Object.entries(paths)) {
    const item = deref<Record<string, unknown>>(rawItem);
    const sharedParams = (item.parameters ?? []) as unknown[];
    for (const method of METHODS) {
      const op = item[method.toLowerCase()] as Record<string, unknown> | undefined;
      if (!op) continue;
      const operationId = op.operationId;
      if (typeof operationId !== 'string') throw new Error(`${method} ${p} has no operationId`);

      const params = [...sharedParams, ...((op.parameters ?? []) as unknown[])].map((x) =>
        deref<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>(x),
      );
      const schema: ContractOperation['schema'] = {};
      for (const location of ['path', 'query', 'header'] as const) {
        const list = params.filter((x) => x.in === location);
        if (list.length === 0) continue;
        const properties: Record<string, JsonSchema> = {};
        const required: string[] = [];
        for (const prm of list) {
          const name = location === 'header' ? prm.name.toLowerCase() : prm.name;
          properties[name] = rewriteRefs(prm.schema ?? {}) as JsonSchema;
          if (prm.required || location === 'path') required.push(name);
        }
        const objectSchema: JsonSchema = { type: 'object', properties, required };
        if (location === 'path') schema.params = objectSchema;
        else if (location === 'query') schema.querystring = objectSchema;
        else schema.headers = objectSchema;
      }

      const bodyMediaTypes: string[] = [];
      let bodyRequired = false;
      if (op.requestBody) {
        const body = deref<{
          content?: Record<string, { schema?: JsonSchema }>;
          required?: boolean;
        }>(op.requestBody);
        bodyRequired = body.required === true;
        const content: Record<string, { schema: JsonSchema }> = {};
        for (const [mediaType, media] of Object.entries(body.content ?? {})) {
          bodyMediaTypes.push(mediaType);
          let s = rewriteRefs(media.schema ?? {}) as JsonSchema;
          if (mediaType === 'multipart/form-data') s = relaxBinary(s, document) as JsonSchema;
          content[mediaType] = { schema: s };
        }
        // Always by media type, so the validator knows which parser produced the body.
        if (Object.keys(content).length > 0) schema.body = { content };
      }

      const responses: ContractOperation['responses'] = {};
      for (const [status, rawResponse] of Object.entries(
        (op.responses ?? {}) as Record<string, unknown>,
      )) {
        const response = deref<{
          content?: Record<string, { schema?: JsonSchema }>;
          headers?: Record<string, unknown>;
        }>(rawResponse);
        const headers: Record<string, JsonSchema> = {};
        for (const [name, h] of Object.entries(response.headers ?? {})) {
          headers[name.toLowerCase()] = rewriteRefs(
            deref<{ schema?: JsonSchema }>(h).schema ?? {},
          ) as JsonSchema;
        }
        const content: Record<string, JsonSchema | undefined> = {};
        for (const [mediaType, media] of Object.entries(response.content ?? {})) {
          content[mediaType] = media.schema ? (rewriteRefs(media.schema) as JsonSchema) : undefined;
        }
        responses[status] = { headers, content };
      }

      const security = (op.security ?? globalSecurity) as Record<string, unknown>[];
      const usesBearer = security.some((req) => Object.keys(req).some((k) => bearerSchemes.has(k)));
      const allowsAnonymous =
        security.length === 0 || security.some((req) => Object.keys(req).length === 0);

      operations.push({
        operationId,
        method,
        path: p,
        url: p.replace(/\{([^}]+)\}/g, ':$1'),
        requiresAuth: usesBearer && !allowsAnonymous,
        optionalAuth: usesBearer && allowsAnonymous,
        schema,
        bodyMediaTypes,
        bodyRequired,
        responses,
      });
    }
  }

  const schemas = components.schemas ?? {};
  const sharedSchema: JsonSchema = {
    $id: CONTRACT_SCHEMA_ID,
    $defs: Object.fromEntries(Object.entries(schemas).map(([k, v]) => [k, rewriteRefs(v)])),
  };
  return {
    document,
    operations,
    byId: new Map(operations.map((o) => [o.operationId, o])),
    sharedSchema,
  };
}

/** Resolves a local JSON pointer such as `#/components/parameters/Page`. */
function pointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local refs are supported: ${ref}`);
  let node = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
  }
  if (node === undefined) throw new Error(`Unresolvable ref ${ref}`);
  return node;
}

/** `#/components/schemas/X` → `contract#/$defs/X`, recursively. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] =
        k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')
          ? `${CONTRACT_SCHEMA_ID}#/$defs/${v.slice('#/components/schemas/'.length)}`
          : rewriteRefs(v);
    }
    return out;
  }
  return value;
}

/**
 * In a multipart body a file arrives as an {@link import('../plugins/multipart.ts').UploadedFile},
 * not a string: a property of `format: binary` (or `contentMediaType`) accepts anything here and
 * the handler checks the file itself (type by content, size), naming the field in its 422.
 */
function relaxBinary(schema: unknown, document: Record<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((s) => relaxBinary(s, document));
  if (!schema || typeof schema !== 'object') return schema;
  const s = schema as Record<string, unknown>;
  if (
    s.format === 'binary' ||
    typeof s.contentMediaType === 'string' ||
    s.contentEncoding === 'binary'
  )
    return {};
  if (typeof s.$ref === 'string' && s.$ref.startsWith(`${CONTRACT_SCHEMA_ID}#/$defs/`)) {
    const name = s.$ref.slice(`${CONTRACT_SCHEMA_ID}#/$defs/`.length);
    const target = ((document.components as Record<string, Record<string, unknown>>).schemas ?? {})[
      name
    ];
    return relaxBinary(rewriteRefs(target), document);
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s)) out[k] = relaxBinary(v, document);
  return out;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/**
 * Creates the JSON Schema 2020-12 validator (OpenAPI 3.1 schemas are 2020-12) with formats and
 * the contract's shared schema. `coerce` converts strings of query/path/multipart values;
 * `defaults` fills in the contract's defaults (@default true; off for checking responses).
 */
export function createAjv(
  contract: Contract,
  options: { coerce: boolean; defaults?: boolean },
): Ajv2020 {
  const ajvOptions: Options = {
    strict: false,
    allErrors: true,
    useDefaults: options.defaults ?? true,
    // Unknown fields are refused (422 names them), never silently dropped: removing them would also
    // corrupt oneOf/anyOf evaluation.
    removeAdditional: false,
    coerceTypes: options.coerce ? 'array' : false,
    discriminator: true,
    // `multipleOf: 0.01` (pay in cents) without float trouble: 0.07 / 0.01 is 7.000000000000001
    // in binary floating point, so a quotient within 1e-9 of a whole number counts as whole.
    multipleOfPrecision: 9,
  };
  const ajv = new Ajv2020(ajvOptions);
  addFormats(ajv);
  // OpenAPI-only format names: annotations, not constraints.
  for (const name of ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double'])
    ajv.addFormat(name, true);
  ajv.addSchema(contract.sharedSchema);
  return ajv;
}

export type { ErrorObject, ValidateFunction };
