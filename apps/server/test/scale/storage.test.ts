/**
 * The storage drivers behind stored files: the same behaviour on the database, a local folder and
 * an S3-compatible server (s3rver, started here on loopback), and an avatar uploaded through the
 * API on S3 served with the usual headers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { createTestApp, openTestDatabase, type TestApp } from '../harness.ts';
import { multipart, noisePng } from '../fixtures.ts';
import type { Database } from '../../src/db/client.ts';
import {
  databaseStorage,
  localStorage,
  s3Storage,
  type BlobStorage,
} from '../../src/services/storage.ts';
import type { S3Settings } from '../../src/config.ts';

const BUCKET = 'hireloop-media';
let s3rver: S3rver;
let s3: S3Settings;
let s3Dir: string;
let localDir: string;
let database: Database;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(os.tmpdir(), 'hireloop-s3rver-'));
  localDir = mkdtempSync(path.join(os.tmpdir(), 'hireloop-local-'));
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir });
  const { port } = await s3rver.run();
  s3 = {
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    prefix: 'test/',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  const admin = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint!,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
  admin.destroy();
  ({ database, drop: dropDatabase } = await openTestDatabase());
});

afterAll(async () => {
  await dropDatabase();
  await s3rver.close();
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(localDir, { recursive: true, force: true });
});

const drivers: [string, () => BlobStorage][] = [
  ['database', () => databaseStorage(database.db, () => new Date('2026-01-15T09:00:00Z'))],
  ['local folder', () => localStorage(localDir)],
  ['S3-compatible', () => s3Storage(s3)],
];

describe.each(drivers)('the %s driver', (_name, open) => {
  it('stores, replaces, reads back byte for byte, and deletes', async () => {
    const storage = open();
    const key = `public/${Math.random().toString(16).slice(2)}-512.webp`;
    const bytes = Buffer.from([0, 1, 2, 255, 254, 10, 13, 0]);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('first'));
    await storage.put(key, bytes);
    expect(Buffer.compare((await storage.get(key))!, bytes)).toBe(0);
    await storage.delete([key, 'private/never-written.pdf']);
    expect(await storage.get(key)).toBeNull();
    await storage.delete([]);
    await storage.close();
  });

  it('keeps public and private files apart', async () => {
    const storage = open();
    const name = `${Math.random().toString(16).slice(2)}.pdf`;
    await storage.put(`private/${name}`, Buffer.from('resume'));
    expect(await storage.get(`public/${name}`)).toBeNull();
    expect((await storage.get(`private/${name}`))!.toString()).toBe('resume');
    await storage.close();
  });

  it('refuses keys outside public/ and private/ or with a path in them', async () => {
    const storage = open();
    for (const key of ['secret.txt', 'public/../../etc/passwd', 'private/a/b', '/public/x'])
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Unsafe storage key');
    await storage.close();
  });

  it('holds a 5 MB file (the largest resume)', async () => {
    const storage = open();
    const big = Buffer.alloc(5 * 1024 * 1024, 7);
    await storage.put('private/big.pdf', big);
    expect((await storage.get('private/big.pdf'))!.length).toBe(big.length);
    await storage.delete(['private/big.pdf']);
    await storage.close();
  });
});

describe('avatars on S3-compatible storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        MEDIA_STORAGE: 's3',
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: s3.endpoint!,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PREFIX: 'app/',
      },
    });
  });
  afterAll(() => t.close());

  it('serves an uploaded avatar from the bucket with the immutable caching and ETag, and deletes it on removal', async () => {
    expect(t.app.deps.media.storage.kind).toBe('s3');
    const maya = await t.registerCustomer();
    const form = multipart({
      avatar: { filename: 'me.png', data: await noisePng(300, 200), type: 'image/png' },
    });
    const uploaded = await t.request({
      method: 'POST',
      url: '/api/v1/uploads/avatar',
      token: maya.token,
      body: form.body,
      headers: form.headers,
    });
    expect(uploaded.statusCode).toBe(200);
    const url: string = uploaded.data.data.avatar_url;
    const key = url.split('/').pop()!;
    const served = await t.request({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBe(`"${key}"`);
    // It really is in the bucket, under the prefix, and nowhere on the local disk.
    const direct = s3Storage({ ...s3, prefix: 'app/' });
    expect((await direct.get(`public/${key}`))!.length).toBe(served.rawPayload.length);
    await direct.close();

    const removed = await t.request({
      method: 'POST',
      url: '/api/v1/uploads/avatar/remove',
      token: maya.token,
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
  });
});
