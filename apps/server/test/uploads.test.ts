import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp, type TestUser } from './harness.ts';
import { jpegWithExif, multipart, noisePng, padPng, SVG, TEXT } from './fixtures.ts';
import { IMAGE_MAX_BYTES } from '../src/services/media.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (
  user: TestUser,
  field: 'avatar' | 'logo',
  data: Buffer,
  filename = 'image.png',
  type = 'image/png',
) => {
  const form = multipart({ [field]: { filename, data, type } });
  return t.request({
    method: 'POST',
    url: `/api/v1/uploads/${field}`,
    token: user.token,
    body: form.body,
    headers: form.headers,
  });
};

describe('avatar upload (customers)', () => {
  it('stores a PNG as a 512 px image and a 96 px thumbnail in WebP, served with a year of immutable caching', async () => {
    const maya = await t.registerCustomer();
    const res = await upload(maya, 'avatar', await noisePng(900, 700));
    expect(res.statusCode).toBe(200);
    expect(res.data.message).toBe('Avatar uploaded successfully');
    const { avatar_url, avatar_thumb_url } = res.data.data;
    const big = await t.request({ method: 'GET', url: avatar_url });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-type']).toBe('image/webp');
    expect(big.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(big.headers['ratelimit-limit']).toBeUndefined();
    const bigMeta = await sharp(big.rawPayload).metadata();
    expect([bigMeta.format, bigMeta.width, bigMeta.height]).toEqual(['webp', 512, 512]);
    const thumb = await t.request({ method: 'GET', url: avatar_thumb_url });
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([96, 96]);
    const own = await t.request({
      method: 'GET',
      url: '/api/v1/uploads/avatar',
      token: maya.token,
    });
    expect(own.data.data).toEqual({ avatar_url, avatar_thumb_url });
    const me = await t.request({ method: 'GET', url: '/api/v1/auth/user', token: maya.token });
    expect(me.data.user.avatar_url).toBe(avatar_url);
  });

  it('strips metadata (EXIF) when re-encoding', async () => {
    const maya = await t.registerCustomer();
    const source = await jpegWithExif();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const res = await upload(maya, 'avatar', source, 'photo.jpg', 'image/jpeg');
    const served = await t.request({ method: 'GET', url: res.data.data.avatar_url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Owner'))).toBe(false);
  });

  it('accepts exactly 2 MB (2,097,152 bytes) and refuses 2,097,153 with 422 on avatar', async () => {
    const maya = await t.registerCustomer();
    const png = await noisePng(200, 200);
    const exact = padPng(png, IMAGE_MAX_BYTES);
    expect(exact.length).toBe(2_097_152);
    expect((await upload(maya, 'avatar', exact)).statusCode).toBe(200);
    const over = padPng(png, IMAGE_MAX_BYTES + 1);
    expect(over.length).toBe(2_097_153);
    const res = await upload(maya, 'avatar', over);
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.avatar).toEqual(['The avatar may not be larger than 2 MB.']);
  });

  it.each([
    ['an SVG', SVG, 'logo.svg', 'image/svg+xml'],
    ['text renamed .png', TEXT, 'photo.png', 'image/png'],
    ['a PDF', Buffer.from('%PDF-1.4\n%%EOF\n'), 'cv.png', 'image/png'],
  ])('refuses %s with 422, judging by content', async (_label, data, filename, type) => {
    const maya = await t.registerCustomer();
    const res = await upload(maya, 'avatar', data, filename, type);
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.avatar).toEqual([
      'The avatar must be a JPEG, PNG, WebP, GIF or AVIF image.',
    ]);
  });

  it('answers a file far above every limit (over 10 MB) with 413', async () => {
    const maya = await t.registerCustomer();
    const res = await upload(maya, 'avatar', Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(res.statusCode).toBe(413);
    expect(res.data.message).toBe('The request is too large.');
  });

  it('refuses a truncated image whose header looks right', async () => {
    const maya = await t.registerCustomer();
    const png = await noisePng(300, 300);
    const res = await upload(maya, 'avatar', png.subarray(0, 200));
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.avatar).toBeDefined();
  });

  it('requires the file, and refuses a text field in its place', async () => {
    const maya = await t.registerCustomer();
    const missing = multipart({ other: 'x' });
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/uploads/avatar',
      token: maya.token,
      body: missing.body,
      headers: missing.headers,
    });
    expect(res.statusCode).toBe(422);
    const text = multipart({ avatar: 'not a file' });
    const res2 = await t.request({
      method: 'POST',
      url: '/api/v1/uploads/avatar',
      token: maya.token,
      body: text.body,
      headers: text.headers,
    });
    expect(res2.statusCode).toBe(422);
    expect(res2.data.errors.avatar).toBeDefined();
  });

  it('replaces the previous avatar and deletes its files; remove succeeds, also when there is none', async () => {
    const maya = await t.registerCustomer();
    const first = await upload(maya, 'avatar', await noisePng(100, 100));
    const second = await upload(maya, 'avatar', await noisePng(120, 90));
    expect(second.data.data.avatar_url).not.toBe(first.data.data.avatar_url);
    expect((await t.request({ method: 'GET', url: first.data.data.avatar_url })).statusCode).toBe(
      404,
    );
    const removed = await t.request({
      method: 'POST',
      url: '/api/v1/uploads/avatar/remove',
      token: maya.token,
    });
    expect(removed.data).toEqual({ status: 'success', message: 'Avatar removed successfully' });
    expect((await t.request({ method: 'GET', url: second.data.data.avatar_url })).statusCode).toBe(
      404,
    );
    const own = await t.request({
      method: 'GET',
      url: '/api/v1/uploads/avatar',
      token: maya.token,
    });
    expect(own.data.data).toEqual({ avatar_url: null, avatar_thumb_url: null });
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/uploads/avatar/remove', token: maya.token }))
        .statusCode,
    ).toBe(200);
  });

  it('is for customers only (403 for a business)', async () => {
    const hf = await t.registerBusiness();
    expect((await upload(hf, 'avatar', await noisePng())).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/uploads/avatar', token: hf.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/uploads/avatar/remove', token: hf.token }))
        .statusCode,
    ).toBe(403);
  });
});

describe('logo upload (businesses)', () => {
  it('stores, answers under data.data, and removes', async () => {
    const hf = await t.registerBusiness();
    const res = await upload(hf, 'logo', await noisePng(400, 400));
    expect(res.data.message).toBe('Logo uploaded successfully');
    const own = await t.request({ method: 'GET', url: '/api/v1/uploads/logo', token: hf.token });
    expect(own.data.data.data.logo_url).toBe(res.data.data.logo_url);
    const me = await t.request({ method: 'GET', url: '/api/v1/auth/user', token: hf.token });
    expect(me.data.user).toMatchObject({ logo_url: res.data.data.logo_url, avatar_url: null });
    const removed = await t.request({
      method: 'POST',
      url: '/api/v1/uploads/logo/remove',
      token: hf.token,
    });
    expect(removed.data.message).toBe('Logo removed successfully');
  });

  it('refuses an SVG logo and a customer', async () => {
    const hf = await t.registerBusiness();
    expect((await upload(hf, 'logo', SVG, 'logo.svg', 'image/svg+xml')).statusCode).toBe(422);
    const maya = await t.registerCustomer();
    expect((await upload(maya, 'logo', await noisePng())).statusCode).toBe(403);
  });
});

describe('another user’s avatar (privacy)', () => {
  it('shows a public profile’s shared avatar to any signed-in user, and hides applied_only and hidden ones with 404', async () => {
    const maya = await t.registerCustomer();
    const uploaded = await upload(maya, 'avatar', await noisePng());
    const viewer = await t.registerBusiness();
    const url = `/api/v1/uploads/${maya.user.id}/avatar`;
    // Default applied_only: a business Maya never applied to does not see it.
    expect((await t.request({ method: 'GET', url, token: viewer.token })).statusCode).toBe(404);
    await t.request({
      method: 'PUT',
      url: '/api/v1/c/settings/privacy',
      token: maya.token,
      body: { profile_visibility: 'public', show_photo_to_employers: true },
    });
    const visible = await t.request({ method: 'GET', url, token: viewer.token });
    expect(visible.data.data.avatar_url).toBe(uploaded.data.data.avatar_url);
    await t.request({
      method: 'PUT',
      url: '/api/v1/c/settings/privacy',
      token: maya.token,
      body: { profile_visibility: 'hidden' },
    });
    expect((await t.request({ method: 'GET', url, token: viewer.token })).statusCode).toBe(404);
    // Her own avatar by id stays reachable to her.
    expect((await t.request({ method: 'GET', url, token: maya.token })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and for a business id, 400 for a malformed one, 401 without a token', async () => {
    const viewer = await t.registerCustomer();
    const hf = await t.registerBusiness();
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/v1/uploads/${crypto.randomUUID()}/avatar`,
          token: viewer.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/v1/uploads/${hf.user.id}/avatar`,
          token: viewer.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/uploads/123/avatar', token: viewer.token }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/uploads/${hf.user.id}/avatar` })).statusCode,
    ).toBe(401);
  });
});

describe('media', () => {
  it('answers 404 for an unknown key and 400 for a key that breaks the contract', async () => {
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/media/${'a'.repeat(32)}-512.webp` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/media/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(400);
  });
});
