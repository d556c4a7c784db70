/**
 * multipart/form-data bodies (registration with avatar/logo, uploads, applications with a resume):
 * text fields become strings and files become {@link UploadedFile}s on `request.body`, so the
 * contract's multipart schema validates the fields like a JSON body does.
 */
import type { FastifyInstance } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { fieldError, HttpError } from '../lib/errors.ts';

/** Largest file accepted by the multipart parser at all, in bytes (each endpoint checks its own, smaller, limit). @default 10 MiB */
export const MULTIPART_FILE_LIMIT_BYTES = 10 * 1024 * 1024;

/** A file of a multipart body, fully read into memory (bodies are small: ≤ 10 MiB). */
export class UploadedFile {
  readonly fieldName: string;
  /** Name the client gave the file; never trusted for its type. */
  readonly filename: string;
  /** Content-Type the client declared; never trusted either. */
  readonly declaredType: string;
  readonly data: Buffer;

  constructor(fieldName: string, filename: string, declaredType: string, data: Buffer) {
    this.fieldName = fieldName;
    this.filename = filename;
    this.declaredType = declaredType;
    this.data = data;
  }

  /** Size in bytes. */
  get size(): number {
    return this.data.length;
  }
}

/**
 * Returns `value` when it is an uploaded file, `undefined` when absent.
 * @throws HttpError 422 on `field` when a text value was sent where a file belongs.
 */
export function optionalFile(value: unknown, field: string): UploadedFile | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value instanceof UploadedFile) return value;
  throw fieldError(field, `The ${field.replace(/_/g, ' ')} must be a file.`);
}

/** Like {@link optionalFile} but required. @throws HttpError 422 "The {field} field is required." */
export function requiredFile(value: unknown, field: string): UploadedFile {
  const file = optionalFile(value, field);
  if (!file) throw fieldError(field, `The ${field.replace(/_/g, ' ')} field is required.`);
  return file;
}

/** Registers @fastify/multipart (global: its hook runs for every route). */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fileSize: MULTIPART_FILE_LIMIT_BYTES,
      files: 3,
      fields: 50,
      parts: 60,
      fieldSize: 1024 * 1024,
    },
    async onFile(part: MultipartFile) {
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          // Far above every endpoint's own limit (those answer 422): the contract's PayloadTooLarge.
          throw new HttpError(413, 'The request is too large.');
        }
        throw error;
      }
      (part as MultipartFile & { value: unknown }).value = new UploadedFile(
        part.fieldname,
        part.filename,
        part.mimetype,
        data,
      );
    },
  });
}
