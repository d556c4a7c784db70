/**
 * What a business sees of an applicant is exactly what the customer's privacy settings say
 * (Settings → Privacy): the words of each choice are quoted next to the answer they promise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import { multipart, noisePng } from '../fixtures.ts';
import { applied, createJob } from './helpers.ts';

let t: TestApp;
let acme: TestUser;
let fay: TestUser;
let applicationId: string;

const setPrivacy = (body: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: '/api/v1/c/settings/privacy', token: fay.token, body });

async function employerSees() {
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/b/applications/${applicationId}`,
    token: acme.token,
  });
  expect(res.statusCode).toBe(200);
  return res.data.data as {
    applicant: Record<string, unknown>;
    cover_letter: string | null;
    resume: unknown;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.registerBusiness({ business_name: 'Acme Robotics' });
  fay = await t.registerCustomer({ first_name: 'Fay', last_name: 'Ng' });
  await t.db.execute(
    sql`UPDATE customer_profiles SET headline = 'Robotics engineer', location = 'Porto' WHERE user_id = ${fay.user.id}`,
  );
  const form = multipart({
    avatar: { filename: 'me.png', data: await noisePng(), type: 'image/png' },
  });
  const upload = await t.request({
    method: 'POST',
    url: '/api/v1/uploads/avatar',
    token: fay.token,
    body: form.body,
    headers: form.headers,
  });
  expect(upload.statusCode).toBe(200);
  const job = await createJob(t, acme);
  applicationId = (await applied(t, fay, job.id, 'I build robots.')).id;
});
afterAll(() => t.close());

describe('privacy settings and what the employer sees', () => {
  it('shares neither e-mail, location nor photo by default', async () => {
    const settings = await t.request({
      method: 'GET',
      url: '/api/v1/c/settings/privacy',
      token: fay.token,
    });
    expect(settings.data.data).toEqual({
      profile_visibility: 'applied_only',
      show_email_to_employers: false,
      show_location_to_employers: false,
      show_photo_to_employers: false,
    });
    const seen = await employerSees();
    expect(seen.applicant).toEqual({
      id: fay.user.id,
      first_name: 'Fay',
      last_name: 'Ng',
      headline: 'Robotics engineer',
      email: null,
      location: null,
      avatar_thumb_url: null,
    });
    expect(seen.cover_letter).toBe('I build robots.');
  });

  it('shares each of e-mail, location and photo once switched on, and only that one', async () => {
    await setPrivacy({ show_email_to_employers: true });
    expect((await employerSees()).applicant).toMatchObject({
      email: fay.email.toLowerCase(),
      location: null,
      avatar_thumb_url: null,
    });
    await setPrivacy({ show_email_to_employers: false, show_location_to_employers: true });
    expect((await employerSees()).applicant).toMatchObject({
      email: null,
      location: 'Porto',
      avatar_thumb_url: null,
    });
    await setPrivacy({ show_location_to_employers: false, show_photo_to_employers: true });
    const photo = (await employerSees()).applicant;
    expect(photo).toMatchObject({ email: null, location: null });
    expect(photo.avatar_thumb_url).toEqual(expect.stringMatching(/\S/));
  });

  it('"Nobody: employers you apply to see just your name and your application", whatever the switches say', async () => {
    await setPrivacy({
      profile_visibility: 'hidden',
      show_email_to_employers: true,
      show_location_to_employers: true,
      show_photo_to_employers: true,
    });
    const seen = await employerSees();
    expect(seen.applicant).toEqual({
      id: fay.user.id,
      first_name: 'Fay',
      last_name: 'Ng',
      headline: null,
      email: null,
      location: null,
      avatar_thumb_url: null,
    });
    expect(seen.cover_letter).toBe('I build robots.');
    expect(seen.resume).not.toBeNull();
    // Nor through the photo's own address.
    const avatar = await t.request({
      method: 'GET',
      url: `/api/v1/uploads/${fay.user.id}/avatar`,
      token: acme.token,
    });
    expect(avatar.statusCode).toBe(404);
  });

  it('keeps the photo from the employer by its own address while the photo switch is off', async () => {
    await setPrivacy({ profile_visibility: 'applied_only', show_photo_to_employers: false });
    const url = `/api/v1/uploads/${fay.user.id}/avatar`;
    expect((await t.request({ method: 'GET', url, token: acme.token })).statusCode).toBe(404);
    await setPrivacy({ show_photo_to_employers: true });
    expect((await t.request({ method: 'GET', url, token: acme.token })).statusCode).toBe(200);
  });
});
