/**
 * Stored files. Images (avatar, logo): recognised by content (file-type), at most 2 MB, re-encoded by
 * sharp without metadata into a 512 px image and a 96 px thumbnail (WebP), stored as public files
 * and served at /api/v1/media/{key}. Private files (resumes) are only served by endpoints that check
 * ownership. The bytes live on a storage driver (services/storage.ts) every server process shares.
 */
import { LIMITS, UPLOAD_TYPES } from '@hireloop/api/rules';
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { fieldError } from '../lib/errors.ts';
import type { BlobStorage } from './storage.ts';

/** Largest accepted image upload, in bytes (2 MB). */
export const IMAGE_MAX_BYTES = LIMITS.imageMaxBytes;
/** Largest accepted resume, in bytes (5 MB). */
export const RESUME_MAX_BYTES = LIMITS.resumeMaxBytes;
/** Edge of the main image, in px. @default 512 */
export const IMAGE_SIZE_PX = 512;
/** Edge of the thumbnail, in px. @default 96 */
export const THUMB_SIZE_PX = 96;
/** Image types accepted, by detected content. */
export const IMAGE_TYPES = UPLOAD_TYPES.image;

/**
 * Checks an uploaded resume (a profile's or an application's): at most {@link RESUME_MAX_BYTES}
 * bytes, and a PDF by its content (the type the browser sent is not trusted).
 *
 * @throws HttpError 422 on `resume`: "The resume may not be larger than 5 MB." or "The resume
 *   must be a PDF document."
 */
export async function checkResume(file: { data: Buffer; size: number }): Promise<void> {
  if (file.size > RESUME_MAX_BYTES)
    throw fieldError('resume', 'The resume may not be larger than 5 MB.');
  const type = file.size > 0 ? await fileTypeFromBuffer(file.data) : undefined;
  if (type?.mime !== UPLOAD_TYPES.resume[0])
    throw fieldError('resume', 'The resume must be a PDF document.');
}
/** Public media key: what /api/v1/media/{key} accepts. */
export const MEDIA_KEY_PATTERN = /^[a-f0-9]{32}-(512|96)\.webp$/;

/** A processed image, ready to store. */
export interface ProcessedImage {
  /** Content-derived id; keys are `${id}-512.webp` and `${id}-96.webp`. */
  id: string;
  key: string;
  thumbKey: string;
  image: Buffer;
  thumb: Buffer;
  sha256: string;
}

/** Stored files: image processing plus the {@link BlobStorage} driver underneath. */
export interface MediaStore {
  /** The storage driver (database, local folder or S3-compatible). */
  storage: BlobStorage;
  /**
   * Checks and re-encodes an uploaded image.
   * @param field the form field, named in the 422
   * @param scope mixed into the key so two users' identical images never share a file
   * @throws HttpError 422 on `field`: not an accepted image (SVG, text, …), over 2 MB, or undecodable
   */
  processImage(data: Buffer, field: string, scope: string): Promise<ProcessedImage>;
  /** Writes a processed image's two files (idempotent). */
  saveImage(image: ProcessedImage): Promise<void>;
  /** Deletes public files by key (missing files are fine). */
  removePublic(...keys: (string | null | undefined)[]): Promise<void>;
  /** Reads a public file; null when there is none. */
  readPublic(key: string): Promise<Buffer | null>;
  /** Writes a private file under `key`. */
  savePrivate(key: string, data: Buffer): Promise<void>;
  /** Reads a private file; null when there is none. */
  readPrivate(key: string): Promise<Buffer | null>;
  /** Deletes private files by key. */
  removePrivate(...keys: (string | null | undefined)[]): Promise<void>;
}

const label = (field: string) => field.replace(/_/g, ' ');
const present = (keys: (string | null | undefined)[]) => keys.filter((k): k is string => !!k);

/**
 * Creates the store on a storage driver: public files under `public/<key>`, private ones under
 * `private/<key>` (on the local driver: DATA_DIR/media/public and DATA_DIR/media/private).
 */
export function createMediaStore(storage: BlobStorage): MediaStore {
  return {
    storage,
    async processImage(data, field, scope) {
      if (data.length > IMAGE_MAX_BYTES)
        throw fieldError(field, `The ${label(field)} may not be larger than 2 MB.`);
      const type = await fileTypeFromBuffer(data);
      if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime)) {
        throw fieldError(
          field,
          `The ${label(field)} must be a JPEG, PNG, WebP, GIF or AVIF image.`,
        );
      }
      let image: Buffer;
      let thumb: Buffer;
      try {
        const source = sharp(data, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
        image = await source
          .clone()
          .resize(IMAGE_SIZE_PX, IMAGE_SIZE_PX, { fit: 'cover' })
          .webp({ quality: 82 })
          .toBuffer();
        thumb = await source
          .clone()
          .resize(THUMB_SIZE_PX, THUMB_SIZE_PX, { fit: 'cover' })
          .webp({ quality: 80 })
          .toBuffer();
      } catch {
        throw fieldError(field, `The ${label(field)} could not be read as an image.`);
      }
      const sha256 = createHash('sha256').update(data).digest('hex');
      const id = createHash('sha256').update(scope).update(data).digest('hex').slice(0, 32);
      return {
        id,
        key: `${id}-${IMAGE_SIZE_PX}.webp`,
        thumbKey: `${id}-${THUMB_SIZE_PX}.webp`,
        image,
        thumb,
        sha256,
      };
    },
    async saveImage(image) {
      await storage.put(`public/${image.key}`, image.image);
      await storage.put(`public/${image.thumbKey}`, image.thumb);
    },
    removePublic: (...keys) => storage.delete(present(keys).map((k) => `public/${k}`)),
    readPublic: (key) => storage.get(`public/${key}`),
    savePrivate: (key, data) => storage.put(`private/${key}`, data),
    readPrivate: (key) => storage.get(`private/${key}`),
    removePrivate: (...keys) => storage.delete(present(keys).map((k) => `private/${k}`)),
  };
}
