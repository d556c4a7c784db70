/**
 * The `media` rows of stored files: every insert of an image (avatar, logo) or resume row goes
 * through here, whoever stores the file (registration, the image upload, the profile's resume, an
 * application's copy of a resume). The files themselves are written by the `MediaStore` (media.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { applications, customerProfiles, media } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import type { Schema } from '../contract/types.ts';
import type { ProcessedImage } from './media.ts';

/**
 * A resume's `media` row as Settings → Profile shows it (contract `ProfileResume`): the uploaded
 * file's name ("resume.pdf" when none was kept), its size in bytes and when it was uploaded.
 */
export function profileResumeOf(
  row: Pick<typeof media.$inferSelect, 'originalName' | 'byteSize' | 'createdAt'>,
): Schema<'ProfileResume'> {
  return {
    filename: row.originalName ?? 'resume.pdf',
    size_bytes: row.byteSize,
    uploaded_at: row.createdAt.toISOString(),
  };
}

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

/**
 * Makes media row `resumeMediaId` (or none, with null) customer `userId`'s profile resume inside
 * `tx`, creating the profile row when missing, and deletes the replaced resume's row unless an
 * application still holds it (an application keeps what was sent).
 * @returns the private keys of removed files, for the caller to delete after the commit
 */
export async function setProfileResume(
  tx: DbOrTx,
  userId: string,
  resumeMediaId: string | null,
  now: Date,
  profile: { headline?: string | null; location?: string | null; bio?: string | null } = {},
): Promise<string[]> {
  const [current] = await tx
    .select({ resumeMediaId: customerProfiles.resumeMediaId })
    .from(customerProfiles)
    .where(eq(customerProfiles.userId, userId))
    .for('update');
  const previous = current?.resumeMediaId ?? null;
  const values = { ...profile, resumeMediaId, updatedAt: now };
  await tx
    .insert(customerProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: customerProfiles.userId, set: values });
  if (!previous || previous === resumeMediaId) return [];
  const removed = await tx
    .delete(media)
    .where(
      and(
        eq(media.id, previous),
        sql`NOT EXISTS (SELECT 1 FROM ${applications} a WHERE a.resume_media_id = ${previous})`,
      ),
    )
    .returning({ key: media.key });
  return removed.map((row) => row.key);
}
