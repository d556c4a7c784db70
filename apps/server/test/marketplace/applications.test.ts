import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../src/db/client.ts';
import { dbNumber } from '../../src/db/columns.ts';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import { RESUME_MAX_BYTES } from '../../src/services/media.ts';
import {
  PDF,
  apply,
  applied,
  closeJob,
  createDraft,
  createJob,
  moveApplication,
  notificationsOf,
  pdfOfSize,
  setProfileResume,
} from './helpers.ts';

let t: TestApp;
let acme: TestUser;
let maya: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.registerBusiness({ business_name: 'Acme Robotics' });
  maya = await t.registerCustomer({ first_name: 'Maya', last_name: 'Okafor' });
});
afterAll(() => t.close());

describe('applying', () => {
  it("keeps the cover letter as typed: the browser's CRLF line breaks count as one character, like in the form", async () => {
    const job = await createJob(t, acme, { title: 'Line Break Engineer' });
    const typed = 'Dear team,\n\nI love robots.\nMaya';
    const lin = await t.registerCustomer({ first_name: 'Lin', last_name: 'Ito' });
    const res = await apply(t, lin, job.id, { coverLetter: typed.replaceAll('\n', '\r\n') });
    expect(res.statusCode).toBe(201);
    expect(res.data.data.cover_letter).toBe(typed);
    expect(res.data.data.cover_letter.length).toBe(typed.length);
  });

  it('submits once with a cover letter and a PDF, counts it, and tells the business', async () => {
    const job = await createJob(t, acme, { title: 'Robot Trainer' });
    const res = await apply(t, maya, job.id, { coverLetter: '  I love robots.\n\nMaya  ' });
    expect(res.statusCode).toBe(201);
    const application = res.data.data;
    expect(application).toMatchObject({
      status: 'submitted',
      cover_letter: 'I love robots.\n\nMaya',
      resume: { filename: 'maya-okafor-resume.pdf', size_bytes: PDF.length },
      closed_at: null,
      timeline: [{ status: 'submitted', note: null, created_at: t.clock.now().toISOString() }],
      job: { id: job.id, application_id: application.id },
    });
    // Earlier tests of this file also notify acme at the same clock time: pick this application's.
    const notice = (await notificationsOf(t, acme.user.id)).find(
      (n) => n.link === `/b/applications/${application.id}`,
    );
    expect(notice).toEqual({
      kind: 'application_received',
      title: 'New application: Robot Trainer',
      message: 'Maya Okafor applied to "Robot Trainer".',
      link: `/b/applications/${application.id}`,
    });
    const posting = await t.request({
      method: 'GET',
      url: `/api/v1/b/postings/${job.id}`,
      token: acme.token,
    });
    expect(posting.data.data.applications_count).toBe(1);

    const again = await apply(t, maya, job.id);
    expect(again.statusCode).toBe(409);
    expect(again.data.message).toBe('You have already applied to this job.');
    const [count] = await queryRows(
      t.db,
      sql`SELECT count(*) AS n FROM applications WHERE posting_id = ${job.id}`,
      z.object({ n: dbNumber }),
    );
    expect(count!.n).toBe(1);
  });

  it('refuses a closed job with 409 and a draft with 404', async () => {
    const job = await createJob(t, acme);
    await closeJob(t, acme, job.id);
    const closed = await apply(t, maya, job.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.data.message).toBe('This job is closed and no longer accepts applications.');
    const draft = await createDraft(t, acme);
    expect((await apply(t, maya, draft.id)).statusCode).toBe(404);
  });

  it(`accepts a resume of exactly ${RESUME_MAX_BYTES} bytes and refuses one byte more (422 on resume)`, async () => {
    expect(RESUME_MAX_BYTES).toBe(5_242_880);
    const job = await createJob(t, acme);
    const big = await t.registerCustomer();
    const tooBig = await apply(t, big, job.id, { resume: pdfOfSize(RESUME_MAX_BYTES + 1) });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.data.errors.resume).toEqual(['The resume may not be larger than 5 MB.']);
    const exact = await apply(t, big, job.id, { resume: pdfOfSize(RESUME_MAX_BYTES) });
    expect(exact.statusCode).toBe(201);
    expect(exact.data.data.resume.size_bytes).toBe(RESUME_MAX_BYTES);
  });

  it('checks the resume by content, not by name or declared type', async () => {
    const job = await createJob(t, acme);
    const sam = await t.registerCustomer();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    for (const data of [Buffer.from('just text pretending to be a PDF'), png, Buffer.alloc(0)]) {
      const res = await apply(t, sam, job.id, { resume: data, filename: 'resume.pdf' });
      expect(res.statusCode).toBe(422);
      expect(res.data.errors.resume).toEqual(['The resume must be a PDF document.']);
    }
    const named = await apply(t, sam, job.id, { resume: PDF, filename: 'cv.docx' });
    expect(named.statusCode).toBe(201);
  });

  it('names a downloaded resume from its checked type, not the uploader’s extension (a PDF named cv.html downloads as cv.pdf)', async () => {
    const job = await createJob(t, acme);
    const names: [string, string][] = [
      ['cv.html', 'cv.pdf'],
      ['cv.pdf.exe', 'cv.pdf.pdf'],
      ['.html', 'resume.pdf'],
      ['Lebenslauf.PDF', 'Lebenslauf.pdf'],
    ];
    for (const [uploaded, downloaded] of names) {
      const applicant = await t.registerCustomer();
      const res = await apply(t, applicant, job.id, { resume: PDF, filename: uploaded });
      expect(res.statusCode).toBe(201);
      const download = await t.request({
        method: 'GET',
        url: `/api/v1/b/applications/${res.data.data.id}/resume`,
        token: acme.token,
      });
      expect(download.headers['content-disposition']).toContain(`filename="${downloaded}"`);
    }
  });

  it('attaches a copy of the profile resume, or explains what is missing', async () => {
    const job = await createJob(t, acme);
    const lee = await t.registerCustomer();
    const neither = await apply(t, lee, job.id, { resume: null, coverLetter: 'Hi' });
    expect(neither.statusCode).toBe(422);
    expect(neither.data.errors.resume).toEqual([
      'Attach a PDF resume or use the resume from your profile.',
    ]);
    const noProfile = await apply(t, lee, job.id, { resume: null, useProfileResume: true });
    expect(noProfile.statusCode).toBe(422);
    expect(noProfile.data.errors.resume).toEqual([
      'Your profile has no resume yet. Attach a PDF resume to this application.',
    ]);
    await setProfileResume(t, lee, PDF, 'lee-cv.pdf');
    const ok = await apply(t, lee, job.id, { resume: null, useProfileResume: true });
    expect(ok.statusCode).toBe(201);
    expect(ok.data.data.resume).toEqual({ filename: 'lee-cv.pdf', size_bytes: PDF.length });
    // A copy: changing the profile resume later does not change what the business downloads.
    await setProfileResume(t, lee, pdfOfSize(PDF.length + 100), 'new.pdf');
    const download = await t.request({
      method: 'GET',
      url: `/api/v1/b/applications/${ok.data.data.id}/resume`,
      token: acme.token,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('filename="lee-cv.pdf"');
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('takes a cover letter of 10,000 characters and refuses 10,001 (422 on cover_letter)', async () => {
    const job = await createJob(t, acme);
    const writer = await t.registerCustomer();
    const tooLong = await apply(t, writer, job.id, { coverLetter: 'x'.repeat(10_001) });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.data.errors)).toEqual(['cover_letter']);
    const exact = await apply(t, writer, job.id, { coverLetter: 'x'.repeat(10_000) });
    expect(exact.statusCode).toBe(201);
    expect(exact.data.data.cover_letter).toHaveLength(10_000);
  });

  it('leaves no application behind when the resume is refused', async () => {
    const job = await createJob(t, acme);
    const kim = await t.registerCustomer();
    await apply(t, kim, job.id, { resume: Buffer.from('nope') });
    const res = await t.request({ method: 'GET', url: '/api/v1/c/applications', token: kim.token });
    expect(res.data.meta.total).toBe(0);
    expect((await apply(t, kim, job.id)).statusCode).toBe(201);
  });
});

describe('status changes', () => {
  it('moves through the pipeline with a timeline entry and a notification each time', async () => {
    const job = await createJob(t, acme, { title: 'Gripper Engineer' });
    const ana = await t.registerCustomer({ first_name: 'Ana', last_name: 'Lima' });
    const application = await applied(t, ana, job.id);
    t.clock.advance(60_000);
    const reviewing = await moveApplication(t, acme, application.id, 'reviewing');
    expect(reviewing.statusCode).toBe(200);
    t.clock.advance(60_000);
    const interviewing = await moveApplication(
      t,
      acme,
      application.id,
      'interviewing',
      'Expect an invite for a 45-minute call.',
    );
    expect(interviewing.data.data.status).toBe('interviewing');
    expect(interviewing.data.data.timeline.map((e: { status: string }) => e.status)).toEqual([
      'submitted',
      'reviewing',
      'interviewing',
    ]);
    expect(interviewing.data.data.timeline[2].note).toBe('Expect an invite for a 45-minute call.');
    const notes = await notificationsOf(t, ana.user.id);
    expect(notes.map((n) => n.kind)).toEqual([
      'application_status_changed',
      'application_status_changed',
    ]);
    expect(notes[0]).toMatchObject({
      title: 'Application update: Gripper Engineer',
      link: `/c/applications/${application.id}`,
    });
    expect(notes[0]!.message).toBe(
      'Your application for "Gripper Engineer" at Acme Robotics moved to interviews. Message from Acme Robotics: Expect an invite for a 45-minute call.',
    );
    // The customer sees the same timeline.
    const mine = await t.request({
      method: 'GET',
      url: `/api/v1/c/applications/${application.id}`,
      token: ana.token,
    });
    expect(mine.data.data.timeline).toEqual(interviewing.data.data.timeline);
  });

  it('words every status change as a sentence ("…you have an offer", never "is now offer made")', async () => {
    const job = await createJob(t, acme, { title: 'Gripper Tester' });
    const expected: Record<string, string> = {
      reviewing: 'is being reviewed',
      interviewing: 'moved to interviews',
      offered: 'led to an offer',
      hired: 'ended in a hire: congratulations',
    };
    const ola = await t.registerCustomer();
    const application = await applied(t, ola, job.id);
    for (const status of Object.keys(expected)) {
      t.clock.advance(1_000);
      await moveApplication(t, acme, application.id, status);
    }
    const rejectedJob = await createJob(t, acme, { title: 'Gripper Painter' });
    const lost = await applied(t, ola, rejectedJob.id);
    t.clock.advance(1_000);
    await moveApplication(t, acme, lost.id, 'rejected');
    const messages = (await notificationsOf(t, ola.user.id)).map((n) => n.message).reverse();
    expect(messages).toEqual([
      ...Object.values(expected).map(
        (phrase) => `Your application for "Gripper Tester" at Acme Robotics ${phrase}.`,
      ),
      'Your application for "Gripper Painter" at Acme Robotics was not selected.',
    ]);
    expect(messages.join(' ')).not.toContain('is now');
  });

  it('takes a note of 2,000 characters and refuses 2,001 (422 on note)', async () => {
    const job = await createJob(t, acme);
    const nia = await t.registerCustomer();
    const application = await applied(t, nia, job.id);
    const tooLong = await moveApplication(t, acme, application.id, 'reviewing', 'n'.repeat(2001));
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.data.errors)).toEqual(['note']);
    const exact = await moveApplication(t, acme, application.id, 'reviewing', 'n'.repeat(2000));
    expect(exact.statusCode).toBe(200);
    expect(exact.data.data.timeline[1].note).toHaveLength(2000);
  });

  it('keeps timeline order when two changes share a timestamp', async () => {
    const job = await createJob(t, acme);
    const bo = await t.registerCustomer();
    const application = await applied(t, bo, job.id);
    await moveApplication(t, acme, application.id, 'reviewing');
    await moveApplication(t, acme, application.id, 'interviewing');
    await moveApplication(t, acme, application.id, 'reviewing');
    const res = await moveApplication(t, acme, application.id, 'offered');
    expect(res.data.data.timeline.map((e: { status: string }) => e.status)).toEqual([
      'submitted',
      'reviewing',
      'interviewing',
      'reviewing',
      'offered',
    ]);
  });

  it('answers 422 for a move from a final state, to the same state, or of a closed application', async () => {
    const job = await createJob(t, acme);
    const people = await Promise.all([1, 2, 3].map(() => t.registerCustomer()));
    const [hired, same, withdrawn] = await Promise.all(people.map((p) => applied(t, p, job.id)));
    await moveApplication(t, acme, hired!.id, 'hired');
    const fromHired = await moveApplication(t, acme, hired!.id, 'rejected');
    expect(fromHired.statusCode).toBe(422);
    expect(fromHired.data.errors.status).toEqual([
      'This application is already hired and can no longer change status.',
    ]);
    const sameStatus = await moveApplication(t, acme, same!.id, 'reviewing');
    expect(sameStatus.statusCode).toBe(200);
    const again = await moveApplication(t, acme, same!.id, 'reviewing');
    expect(again.statusCode).toBe(422);
    expect(again.data.errors.status).toEqual(['This application is already in review.']);
    await t.request({
      method: 'POST',
      url: `/api/v1/c/applications/${withdrawn!.id}/withdraw`,
      token: people[2]!.token,
    });
    const fromWithdrawn = await moveApplication(t, acme, withdrawn!.id, 'reviewing');
    expect(fromWithdrawn.statusCode).toBe(422);
    expect(fromWithdrawn.data.message).toBe(
      'This application was withdrawn and can no longer change status.',
    );
    await closeJob(t, acme, job.id);
    const fromClosed = await moveApplication(t, acme, same!.id, 'interviewing');
    expect(fromClosed.statusCode).toBe(422);
    expect(fromClosed.data.errors.status).toEqual([
      'This application was closed with its job posting and can no longer change status.',
    ]);
    const badStatus = await moveApplication(t, acme, same!.id, 'withdrawn');
    expect(badStatus.statusCode).toBe(422);
  });
});

describe('withdrawing', () => {
  it('withdraws an open application, adds it to the timeline and tells the business', async () => {
    const job = await createJob(t, acme, { title: 'Conveyor Lead' });
    const cy = await t.registerCustomer({ first_name: 'Cy', last_name: 'Young' });
    const application = await applied(t, cy, job.id);
    t.clock.advance(1000);
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/c/applications/${application.id}/withdraw`,
      token: cy.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data.status).toBe('withdrawn');
    expect(res.data.data.timeline.map((e: { status: string }) => e.status)).toEqual([
      'submitted',
      'withdrawn',
    ]);
    const [notice] = await notificationsOf(t, acme.user.id);
    expect(notice).toMatchObject({
      kind: 'application_status_changed',
      message: 'Cy Young withdrew their application for "Conveyor Lead".',
    });
    const again = await t.request({
      method: 'POST',
      url: `/api/v1/c/applications/${application.id}/withdraw`,
      token: cy.token,
    });
    expect(again.statusCode).toBe(422);
    expect(again.data.errors.status).toEqual(['This application was already withdrawn.']);
  });

  it('refuses to withdraw a rejected application with 422', async () => {
    const job = await createJob(t, acme);
    const dee = await t.registerCustomer();
    const application = await applied(t, dee, job.id);
    await moveApplication(t, acme, application.id, 'rejected');
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/c/applications/${application.id}/withdraw`,
      token: dee.token,
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.message).toBe(
      'This application is already rejected and can no longer be withdrawn.',
    );
  });
});

describe('what each side sees', () => {
  it('lists own applications most recently updated first, filtered by status', async () => {
    const eve = await t.registerCustomer();
    const jobs = await Promise.all([1, 2, 3].map(() => createJob(t, acme)));
    const apps = [];
    for (const job of jobs) {
      t.clock.advance(1000);
      apps.push(await applied(t, eve, job.id));
    }
    t.clock.advance(1000);
    await moveApplication(t, acme, apps[0]!.id, 'reviewing');
    const all = await t.request({ method: 'GET', url: '/api/v1/c/applications', token: eve.token });
    expect(all.data.data.map((a: { id: string }) => a.id)).toEqual([
      apps[0]!.id,
      apps[2]!.id,
      apps[1]!.id,
    ]);
    const reviewing = await t.request({
      method: 'GET',
      url: '/api/v1/c/applications?status=reviewing',
      token: eve.token,
    });
    expect(reviewing.data.meta.total).toBe(1);
  });

  it("shows the business the applicant as far as the applicant's privacy settings allow", async () => {
    const job = await createJob(t, acme);
    const fay = await t.registerCustomer({ first_name: 'Fay', last_name: 'Ng' });
    await t.db.execute(
      sql`UPDATE customer_profiles SET headline = 'Robotics engineer', location = 'Porto' WHERE user_id = ${fay.user.id}`,
    );
    await t.db.execute(
      sql`UPDATE privacy_settings SET show_email_to_employers = true, show_location_to_employers = true WHERE user_id = ${fay.user.id}`,
    );
    const application = await applied(t, fay, job.id);
    const seen = await t.request({
      method: 'GET',
      url: `/api/v1/b/applications/${application.id}`,
      token: acme.token,
    });
    expect(seen.data.data.applicant).toMatchObject({
      id: fay.user.id,
      first_name: 'Fay',
      last_name: 'Ng',
      email: fay.email.toLowerCase(),
      headline: 'Robotics engineer',
      location: 'Porto',
    });
    await t.db.execute(
      sql`UPDATE privacy_settings SET show_email_to_employers = false, show_location_to_employers = false WHERE user_id = ${fay.user.id}`,
    );
    const hidden = await t.request({
      method: 'GET',
      url: `/api/v1/b/applications/${application.id}`,
      token: acme.token,
    });
    expect(hidden.data.data.applicant).toMatchObject({
      email: null,
      location: null,
      headline: 'Robotics engineer',
    });
    const list = await t.request({
      method: 'GET',
      url: `/api/v1/b/applications?posting_id=${job.id}`,
      token: acme.token,
    });
    expect(list.data.data).toHaveLength(1);
    expect(list.data.data[0].posting).toEqual({ id: job.id, title: job.title });
  });
});
