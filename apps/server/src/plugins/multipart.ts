/**
 * multipart/form-data bodies (registration with avatar/logo, uploads, applications with a resume):
 * text fields become strings and files become {@link UploadedFile}s on `request.body`, so the
 * contract's multipart schema validates the fields like a JSON body does.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { LIMITS } from '@hireloop/api/rules';
import { fieldError, HttpError } from '../lib/errors.ts';

/** Largest file accepted by the multipart parser at all, in bytes (each endpoint checks its own, smaller, limit). @default 10 MiB */
export const MULTIPART_FILE_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * The most bytes kept in memory for a file of the form field `fieldName` (issue 35): the limit of
 * the endpoints that take that field (`resume`: 5 MiB; every other field, i.e. images: 2 MiB).
 * One byte more is kept so the endpoint sees the file is too large and answers its own 422.
 */
export function fieldLimitBytes(fieldName: string): number {
  return fieldName === 'resume' ? LIMITS.resumeMaxBytes : LIMITS.imageMaxBytes;
}

/**
 * Reads a file stream keeping at most `keepBytes` bytes in memory; the rest is counted and
 * discarded as it arrives (so parallel oversized uploads cannot fill the memory).
 * @returns the kept bytes and the size of the whole stream, in bytes
 * @throws the stream's error (e.g. @fastify/multipart's FST_REQ_FILE_TOO_LARGE past 10 MiB)
 */
export async function readLimited(
  stream: Readable,
  keepBytes: number,
): Promise<{ data: Buffer; size: number }> {
  const chunks: Buffer[] = [];
  let kept = 0;
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (kept < keepBytes) {
      const part = chunk.subarray(0, keepBytes - kept);
      chunks.push(part);
      kept += part.length;
    }
  }
  return { data: Buffer.concat(chunks, kept), size };
}

/**
 * A file of a multipart body. `data` holds at most {@link fieldLimitBytes} + 1 bytes: a larger
 * file keeps only its beginning, and `size` tells its real size.
 */
export class UploadedFile {
  readonly fieldName: string;
  /** Name the client gave the file; never trusted for its type. */
  readonly filename: string;
  /** Content-Type the client declared; never trusted either. */
  readonly declaredType: string;
  readonly data: Buffer;
  /** Size of the whole file as sent, in bytes (≥ `data.length`). */
  readonly size: number;

  constructor(
    fieldName: string,
    filename: string,
    declaredType: string,
    data: Buffer,
    size: number = data.length,
  ) {
    this.fieldName = fieldName;
    this.filename = filename;
    this.declaredType = declaredType;
    this.data = data;
    this.size = size;
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
      let read: { data: Buffer; size: number };
      try {
        read = await readLimited(part.file, fieldLimitBytes(part.fieldname) + 1);
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
        read.data,
        read.size,
      );
    },
  });
}
