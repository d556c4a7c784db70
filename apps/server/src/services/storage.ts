/**
 * Where stored files (avatars, logos, resumes) live, behind one small interface with three
 * drivers, so that every server process behind a load balancer reads the same bytes:
 * - `database`: the `media_blobs` table (the default with DATABASE_URL: nothing else to run);
 * - `local`: a folder (the default on embedded PGlite, which is one process anyway);
 * - `s3`: any S3-compatible object store (AWS S3, MinIO, R2, …) through the AWS SDK v3.
 * Keys are relative paths such as `public/<id>-512.webp` or `private/<id>.pdf`.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { z } from 'zod';
import { queryRows, type Db } from '../db/client.ts';
import type { S3Settings, StorageKind } from '../config.ts';

/** A key-value store of files. */
export interface BlobStorage {
  /** Driver name, for logs and the start banner. */
  readonly kind: StorageKind;
  /** Stores `data` under `key`, replacing what was there. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes under `key`; null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes keys; missing keys are fine. */
  delete(keys: string[]): Promise<void>;
  /** Releases connections. */
  close(): Promise<void>;
}

const KEY_PATTERN = /^(public|private)\/[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** @throws Error for a key that is not `public/…` or `private/…` with a safe file name */
export function checkStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Unsafe storage key ${key}`);
  return key;
}

/** Files in a folder (written to a temporary name, then renamed, so a reader never sees half a file). */
export function localStorage(root: string): BlobStorage {
  const file = (key: string) => path.join(root, checkStorageKey(key));
  return {
    kind: 'local',
    async put(key, data) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(file(key), { force: true })));
    },
    close: async () => {},
  };
}

/**
 * A blob's bytes (`media_blobs.data`, bytea): node-postgres returns a Buffer, PGlite a plain
 * Uint8Array (a Buffer is one too).
 */
const blobDataRow = z.object({ data: z.instanceof(Uint8Array) });

/** Rows of `media_blobs` in the application's database (PostgreSQL or PGlite). */
export function databaseStorage(db: Db, now: () => Date): BlobStorage {
  return {
    kind: 'database',
    async put(key, data) {
      await db.execute(
        sql`INSERT INTO media_blobs (key, data, byte_size, created_at)
            VALUES (${checkStorageKey(key)}, ${data}, ${data.length}, ${now()})
            ON CONFLICT (key) DO UPDATE SET data = EXCLUDED.data, byte_size = EXCLUDED.byte_size`,
      );
    },
    async get(key) {
      const [row] = await queryRows(
        db,
        sql`SELECT data FROM media_blobs WHERE key = ${checkStorageKey(key)}`,
        blobDataRow,
      );
      if (!row) return null;
      return Buffer.isBuffer(row.data)
        ? row.data
        : Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
    },
    async delete(keys) {
      if (keys.length === 0) return;
      const list = sql.join(
        keys.map((key) => sql`${checkStorageKey(key)}`),
        sql`, `,
      );
      await db.execute(sql`DELETE FROM media_blobs WHERE key IN (${list})`);
    },
    close: async () => {},
  };
}

/** Objects in an S3-compatible bucket (which must exist). */
export function s3Storage(settings: S3Settings): BlobStorage {
  const config: S3ClientConfig = {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  };
  const client = new S3Client(config);
  const objectKey = (key: string) => `${settings.prefix}${checkStorageKey(key)}`;
  return {
    kind: 's3',
    async put(key, data) {
      await client.send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: objectKey(key), Body: data }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
        );
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return null;
        throw error;
      }
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await client.send(
        new DeleteObjectsCommand({
          Bucket: settings.bucket,
          Delete: { Objects: keys.map((key) => ({ Key: objectKey(key) })), Quiet: true },
        }),
      );
    },
    close() {
      client.destroy();
      return Promise.resolve();
    },
  };
}

/**
 * The driver the configuration asks for (MEDIA_STORAGE; see config.ts): `database` on `db`,
 * `local` in DATA_DIR/media, `s3` with the S3_* settings.
 * @throws Error when `s3` is asked for without its settings
 */
export function openStorage(
  config: { mediaStorage: StorageKind; s3: S3Settings | undefined; dataDir: string },
  db: Db,
  now: () => Date,
): BlobStorage {
  switch (config.mediaStorage) {
    case 'database':
      return databaseStorage(db, now);
    case 's3':
      if (!config.s3) throw new Error('MEDIA_STORAGE=s3 needs S3_BUCKET');
      return s3Storage(config.s3);
    case 'local':
      return localStorage(path.join(config.dataDir, 'media'));
  }
}
