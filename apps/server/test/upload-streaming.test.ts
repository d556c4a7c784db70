/**
 * Issue 35 (low finding): uploads were read whole into memory before the size limit. The limit
 * of the field now applies while the file streams in: past it the bytes are counted and dropped.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@hireloop/api/rules';
import { createTestApp, type TestApp } from './harness.ts';
import { multipart } from './fixtures.ts';
import { fieldLimitBytes, readLimited, UploadedFile } from '../src/plugins/multipart.ts';

const MiB = 1024 * 1024;

/** A stream of `total` zero bytes in 64 KiB chunks that counts what was read from it. */
function countingStream(total: number) {
  const counter = { read: 0 };
  const chunk = Buffer.alloc(64 * 1024);
  const stream = Readable.from(
    (function* () {
      for (let sent = 0; sent < total; sent += chunk.length) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        counter.read += piece.length;
        yield piece;
      }
    })(),
  );
  return { stream, counter };
}

describe('readLimited', () => {
  it('keeps at most the limit in memory and counts the whole size', async () => {
    const { stream, counter } = countingStream(8 * MiB);
    const read = await readLimited(stream, 2 * MiB + 1);
    expect(read.data.length).toBe(2 * MiB + 1);
    expect(read.size).toBe(8 * MiB);
    expect(counter.read).toBe(8 * MiB);
  });

  it('keeps a file of exactly the limit whole', async () => {
    const read = await readLimited(countingStream(2 * MiB).stream, 2 * MiB);
    expect(read).toEqual({ data: Buffer.alloc(2 * MiB), size: 2 * MiB });
  });

  it('passes the stream error on', async () => {
    const failing = new Readable({
      read() {
        this.destroy(Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' }));
      },
    });
    await expect(readLimited(failing, 10)).rejects.toMatchObject({
      code: 'FST_REQ_FILE_TOO_LARGE',
    });
  });

  it('limits a resume to 5 MiB and every other file field to 2 MiB', () => {
    expect(fieldLimitBytes('resume')).toBe(LIMITS.resumeMaxBytes);
    expect(LIMITS.resumeMaxBytes).toBe(5 * MiB);
    expect(fieldLimitBytes('avatar')).toBe(2 * MiB);
    expect(fieldLimitBytes('logo')).toBe(LIMITS.imageMaxBytes);
    expect(new UploadedFile('avatar', 'a.png', 'image/png', Buffer.alloc(3), 9).size).toBe(9);
  });
});

describe('an oversized file under the 10 MiB parser limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the endpoint 422 on the field, keeping only the limit + 1 byte', async () => {
    const maya = await t.registerCustomer();
    const form = multipart({
      avatar: { filename: 'big.png', data: Buffer.alloc(8 * MiB), type: 'image/png' },
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/uploads/avatar',
      token: maya.token,
      body: form.body,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.avatar).toEqual(['The avatar may not be larger than 2 MB.']);
  });

  it('refuses 40 parallel registrations with 8 MiB logos with 422, never 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const form = multipart({
          role: 'company',
          email: `big-logo-${i}-${Date.now()}@example.com`,
          password: 'Str0ng-Passw0rd!',
          password_confirmation: 'Str0ng-Passw0rd!',
          agreed_to_terms: 'true',
          company_name: 'Oversized Ltd',
          logo: { filename: 'logo.png', data: Buffer.alloc(8 * MiB), type: 'image/png' },
        });
        return t.request({
          method: 'POST',
          url: '/api/v1/auth/register',
          body: form.body,
          headers: form.headers,
        });
      }),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(40).fill(422));
  });
});
