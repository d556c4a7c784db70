/**
 * The `media` rows of stored files: every insert of an image (avatar, logo) or resume row goes
 * through here, whoever stores the file (registration, the image upload, the profile's resume, an
 * application's copy of a resume). The files themselves are written by the `MediaStore` (media.ts).
 */
import { media } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import type { ProcessedImage } from './media.ts';

/** Inserts one `media` row. @returns its id */
async function insertRow(tx: DbOrTx, values: typeof media.$inferInsert): Promise<string> {
  const [created] = await tx.insert(media).values(values).returning({ id: media.id });
  return created!.id;
}

/**
 * Records processed image `image` (stored by `MediaStore.saveImage`) as `purpose` of
 * `userId`, created at `now`; `originalName` is the uploaded file's name, cut to 255 characters.
 * @returns the new row's id
 */
export async function insertImageRow(
  tx: DbOrTx,
  row: {
    userId: string;
    purpose: 'avatar' | 'logo';
    image: ProcessedImage;
    originalName: string | null;
    now: Date;
  },
): Promise<string> {
  return insertRow(tx, {
    userId: row.userId,
    purpose: row.purpose,
    key: row.image.key,
    thumbKey: row.image.thumbKey,
    contentType: 'image/webp',
    byteSize: row.image.image.length,
    originalName: row.originalName?.slice(0, 255) ?? null,
    sha256: row.image.sha256,
    createdAt: row.now,
  });
}

/**
 * Records a PDF resume of `userId` stored privately under `key` (`MediaStore.savePrivate`):
 * its size in bytes, file name and SHA-256 (hex), created at `now`.
 * @returns the new row's id
 */
export async function insertResumeRow(
  tx: DbOrTx,
  row: {
    userId: string;
    key: string;
    byteSize: number;
    filename: string;
    sha256: string;
    now: Date;
  },
): Promise<string> {
  return insertRow(tx, {
    userId: row.userId,
    purpose: 'resume',
    key: row.key,
    contentType: 'application/pdf',
    byteSize: row.byteSize,
    originalName: row.filename,
    sha256: row.sha256,
    createdAt: row.now,
  });
}
