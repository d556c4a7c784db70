/**
 * Interviews (issue 28, decision 237): proposing (the shared rules' 422s at their boundaries,
 * one open interview per application), ownership (404) and areas (403), booking (atomic under a
 * race, the slot rules, the move to `interviewing`), the calendar invitation's fields (UID,
 * SEQUENCE, METHOD, UTC times) in the outbox and as a download, declining, cancelling,
 * rescheduling, `completed`, the overlap warning, the reminders (each once however many
 * housekeeping runs race, on the test clock) and the account export. Every answer is checked
 * against the contract by the harness.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW_LIMITS, INTERVIEW_MESSAGES } from '@hireloop/api/rules';
import { createTestApp, type TestApp, type TestUser } from './harness.ts';
import { applied, createJob, notificationsOf, remembered } from './marketplace/helpers.ts';
import interviewsModule from '../src/modules/interviews/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_REQUESTS: '100000' } });
});
afterAll(() => t.close());

const HOUR_MS = 60 * 60 * 1000;

/** A business with a published job and a customer who applied to it. */
async function pair(company = 'Hugging Face') {
  const business = await t.registerBusiness({ business_name: company });
  const job = await createJob(t, business, { title: 'Machine Learning Engineer' });
  const customer = await t.registerCustomer({ first_name: 'Maya', last_name: 'Okafor' });
  const application = await applied(t, customer, job.id);
  return { business, customer, job, applicationId: application.id };
}

/** `hours` from the test clock's now, as the API writes times. */
const at = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR_MS).toISOString();

const proposal = (overrides: Record<string, unknown> = {}) => ({
  kind: 'video',
  duration_minutes: 45,
  location: 'https://meet.example.com/hf-maya',
  note: 'We will talk about your inference work.',
  slots: [at(50), at(48), at(72)],
  ...overrides,
});

function propose(business: TestUser, applicationId: string, body: unknown = proposal()) {
  return t.request({
    method: 'POST',
    url: `/api/v1/b/applications/${applicationId}/interviews`,
    token: business.token,
    body,
  });
}

function act(user: TestUser, path: string, body: unknown) {
  return t.request({ method: 'POST', url: `/api/v1/${path}`, token: user.token, body });
}

const book = (customer: TestUser, id: string, slot: string) =>
  act(customer, `c/interviews/${id}/book`, { slot });

function list(user: TestUser, query = '') {
  const area = user.user.role === 'business' ? 'b' : 'c';
  return t.request({ method: 'GET', url: `/api/v1/${area}/interviews${query}`, token: user.token });
}

/** The invitations in the outbox for `user`, with METHOD and SEQUENCE read from the calendar. */
async function invitations(user: TestUser) {
  return (await t.emails())
    .filter((e) => e.calendar && e.to.toLowerCase() === user.email.toLowerCase())
    .map((e) => ({
      subject: e.subject,
      text: e.text,
      calendar: e.calendar!,
      method: /^METHOD:(\w+)/m.exec(e.calendar!)?.[1],
      sequence: Number(/^SEQUENCE:(\d+)/m.exec(e.calendar!)?.[1]),
    }))
    .sort((a, b) => a.sequence - b.sequence);
}

/** `YYYYMMDDTHHMMSSZ` of an ISO time (iCalendar's UTC form). */
const icsTime = (value: string) => value.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

describe('proposing an interview', () => {
  it('answers the proposal, earliest time first, and notifies the applicant', async () => {
    const { business, customer, applicationId } = await pair();
    const res = await propose(business, applicationId);
    expect(res.statusCode).toBe(201);
    const interview = res.data.data;
    expect(interview).toMatchObject({
      application_id: applicationId,
      status: 'proposed',
      kind: 'video',
      duration_minutes: 45,
      starts_at: null,
      sequence: 0,
      other_party: { role: 'customer', name: 'Maya Okafor' },
      overlapping_slots: [],
    });
    expect(interview.slots).toEqual([at(48), at(50), at(72)]);
    const notice = (await notificationsOf(t, customer.user.id)).find((n) =>
      n.title.startsWith('Interview proposed'),
    );
    expect(notice).toMatchObject({
      kind: 'message',
      title: 'Interview proposed: Machine Learning Engineer',
      link: `/c/messages/${applicationId}`,
    });
    expect(notice!.message).toContain('offers 3 times for a video interview');
    const mine = await list(customer);
    expect(mine.data.data).toHaveLength(1);
    expect(mine.data.data[0]).toMatchObject({
      id: interview.id,
      other_party: { role: 'business', name: 'Hugging Face' },
    });
  });

  it('refuses a second open interview of one application (409)', async () => {
    const { business, applicationId } = await pair();
    expect((await propose(business, applicationId)).statusCode).toBe(201);
    const again = await propose(business, applicationId);
    expect(again.statusCode).toBe(409);
    expect(again.data.message).toBe(INTERVIEW_MESSAGES.alreadyOpen);
  });

  it('checks every field with the shared rules, at their boundaries, and writes nothing', async () => {
    const { business, customer, applicationId } = await pair();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { duration_minutes: INTERVIEW_LIMITS.minDurationMinutes - 1 },
        'duration_minutes',
        INTERVIEW_MESSAGES.durationRange,
      ],
      [
        { duration_minutes: INTERVIEW_LIMITS.maxDurationMinutes + 1 },
        'duration_minutes',
        INTERVIEW_MESSAGES.durationRange,
      ],
      [{ location: '   ' }, 'location', INTERVIEW_MESSAGES.locationRequired],
      [
        { location: 'x'.repeat(INTERVIEW_LIMITS.locationMaxLength + 1) },
        'location',
        INTERVIEW_MESSAGES.locationTooLong,
      ],
      [
        { note: 'x'.repeat(INTERVIEW_LIMITS.noteMaxLength + 1) },
        'note',
        INTERVIEW_MESSAGES.noteTooLong,
      ],
      [{ note: 'a\u0000b' }, 'note', INTERVIEW_MESSAGES.controlCharacters],
      [{ slots: [] }, 'slots', INTERVIEW_MESSAGES.slotsRequired],
      [
        { slots: Array.from({ length: INTERVIEW_LIMITS.maxSlots + 1 }, (_, i) => at(24 + i)) },
        'slots',
        INTERVIEW_MESSAGES.slotsTooMany,
      ],
      [
        { slots: [at(30), at(30).replace('Z', '+00:00').replace('.000', '')] },
        'slots',
        INTERVIEW_MESSAGES.slotsDuplicate,
      ],
      [{ slots: [at(30), at(-1)] }, 'slots', INTERVIEW_MESSAGES.slotsPast],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await propose(business, applicationId, proposal(overrides));
      expect(res.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(422);
      expect(res.data.errors[field]).toEqual([message]);
    }
    expect((await list(customer)).data.data).toEqual([]);
    // The boundaries themselves are accepted.
    const shortest = await propose(
      business,
      applicationId,
      proposal({
        duration_minutes: INTERVIEW_LIMITS.minDurationMinutes,
        slots: Array.from({ length: INTERVIEW_LIMITS.maxSlots }, (_, i) => at(24 + i)),
      }),
    );
    expect(shortest.statusCode).toBe(201);
    const longest = await act(
      business,
      `b/interviews/${shortest.data.data.id}/reschedule`,
      proposal({ duration_minutes: INTERVIEW_LIMITS.maxDurationMinutes }),
    );
    expect(longest.statusCode).toBe(200);
    expect(longest.data.data.duration_minutes).toBe(INTERVIEW_LIMITS.maxDurationMinutes);
  });

  it("answers 404 for another business's application and 403 in the wrong area", async () => {
    const { applicationId, customer } = await pair();
    const other = await t.registerBusiness({ business_name: 'Someone Else' });
    expect((await propose(other, applicationId)).statusCode).toBe(404);
    const wrongArea = await t.request({
      method: 'POST',
      url: `/api/v1/b/applications/${applicationId}/interviews`,
      token: customer.token,
      body: proposal(),
    });
    expect(wrongArea.statusCode).toBe(403);
  });

  it('refuses an application that ended (409)', async () => {
    const { business, applicationId } = await pair();
    await t.request({
      method: 'PATCH',
      url: `/api/v1/b/applications/${applicationId}`,
      token: business.token,
      body: { status: 'rejected' },
    });
    const res = await propose(business, applicationId);
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toBe(INTERVIEW_MESSAGES.applicationEnded);
  });
});

describe('booking', () => {
  it('books one offered time: invitations to both sides, the application moves to interviewing', async () => {
    const { business, customer, applicationId } = await pair();
    const { id } = (await propose(business, applicationId)).data.data;
    const slot = at(48);
    const res = await book(customer, id, slot);
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      status: 'booked',
      starts_at: slot,
      ends_at: new Date(Date.parse(slot) + 45 * 60_000).toISOString(),
      sequence: 1,
    });
    const application = await t.request({
      method: 'GET',
      url: `/api/v1/b/applications/${applicationId}`,
      token: business.token,
    });
    expect(application.data.data.status).toBe('interviewing');
    for (const user of [customer, business]) {
      const [invite] = await invitations(user);
      expect(invite).toMatchObject({
        method: 'REQUEST',
        sequence: 1,
        subject: 'Interview booked: Machine Learning Engineer',
      });
      expect(invite!.calendar).toContain(`UID:${id}`);
      expect(invite!.calendar).toContain(`DTSTART:${icsTime(slot)}`);
      expect(invite!.calendar).toContain(
        `DTEND:${icsTime(new Date(Date.parse(slot) + 45 * 60_000).toISOString())}`,
      );
      expect(invite!.text).toContain('UTC');
    }
    // The manual clock stands still: notifications of one instant are found by title, not order.
    const notice = (await notificationsOf(t, business.user.id)).find((n) =>
      n.title.startsWith('Interview booked'),
    );
    expect(notice!.title).toBe('Interview booked: Machine Learning Engineer');
    expect(notice!.message).toContain('Maya Okafor booked');

    const download = await t.request({
      method: 'GET',
      url: `/api/v1/c/interviews/${id}/calendar.ics`,
      token: customer.token,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/calendar/);
    expect(download.body).toContain(`UID:${id}`);
    expect(download.body).toContain('SEQUENCE:1');
    expect(download.body).toContain('METHOD:REQUEST');
  });

  it('gives one booking and one 409 when two race for a proposal', async () => {
    const { business, customer, applicationId } = await pair();
    const { id } = (await propose(business, applicationId)).data.data;
    const results = await Promise.all([book(customer, id, at(48)), book(customer, id, at(50))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const booked = (await list(customer, `?application_id=${applicationId}`)).data.data;
    expect(booked).toHaveLength(1);
    expect(booked[0].status).toBe('booked');
    expect(await invitations(customer)).toHaveLength(1);
  });

  it('refuses a time that was not offered (422) and one that has passed (422)', async () => {
    const { business, customer, applicationId } = await pair();
    const { id } = (await propose(business, applicationId, proposal({ slots: [at(2), at(30)] })))
      .data.data;
    const notOffered = await book(customer, id, at(31));
    expect(notOffered.statusCode).toBe(422);
    expect(notOffered.data.errors.slot).toEqual([INTERVIEW_MESSAGES.slotNotOffered]);
    const soon = at(2);
    t.clock.advance(3 * HOUR_MS);
    const past = await book(await remembered(t, customer), id, soon);
    expect(past.statusCode).toBe(422);
    expect(past.data.errors.slot).toEqual([INTERVIEW_MESSAGES.slotPast]);
  });

  it("answers 404 for another customer's interview, 403 for a business, 409 before booking for the calendar", async () => {
    const { business, applicationId } = await pair();
    const { id } = (await propose(business, applicationId)).data.data;
    const stranger = await t.registerCustomer();
    expect((await book(stranger, id, at(48))).statusCode).toBe(404);
    expect((await act(stranger, `c/interviews/${id}/cancel`, { reason: 'No.' })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/v1/c/interviews/${id}/calendar.ics`,
          token: stranger.token,
        })
      ).statusCode,
    ).toBe(404);
    expect((await list(stranger)).data.data).toEqual([]);
    expect((await book(business, id, at(48))).statusCode).toBe(403);
    const early = await t.request({
      method: 'GET',
      url: `/api/v1/b/interviews/${id}/calendar.ics`,
      token: business.token,
    });
    expect(early.statusCode).toBe(409);
    expect(early.data.message).toBe(INTERVIEW_MESSAGES.notBooked);
  });
});

describe('declining, cancelling and rescheduling', () => {
  it('declines a proposal with a reason; it can then not be booked', async () => {
    const { business, customer, applicationId } = await pair();
    const { id } = (await propose(business, applicationId)).data.data;
    const empty = await act(customer, `c/interviews/${id}/decline`, { reason: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.data.errors.reason).toEqual([INTERVIEW_MESSAGES.reasonRequired]);
    const tooLong = await act(customer, `c/interviews/${id}/decline`, {
      reason: 'x'.repeat(INTERVIEW_LIMITS.reasonMaxLength + 1),
    });
    expect(tooLong.statusCode).toBe(422);
    const res = await act(customer, `c/interviews/${id}/decline`, {
      reason: 'I accepted another offer.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      status: 'declined',
      reason: 'I accepted another offer.',
      ended_by: 'customer',
    });
    const notice = (await notificationsOf(t, business.user.id)).find((n) =>
      n.title.startsWith('Interview declined'),
    );
    expect(notice!.message).toBe('Maya Okafor declined the interview: I accepted another offer.');
    expect((await book(customer, id, at(48))).statusCode).toBe(409);
    expect(
      (await act(customer, `c/interviews/${id}/decline`, { reason: 'Again.' })).statusCode,
    ).toBe(409);
    // Declined, the application may get a new proposal.
    expect((await propose(business, applicationId)).statusCode).toBe(201);
  });

  it('cancels a booked interview: both get METHOD:CANCEL with a higher SEQUENCE', async () => {
    const { business, customer, applicationId } = await pair();
    const { id } = (await propose(business, applicationId)).data.data;
    await book(customer, id, at(48));
    const res = await act(business, `b/interviews/${id}/cancel`, {
      reason: 'The position has been filled.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({ status: 'cancelled', ended_by: 'business', sequence: 2 });
    for (const user of [customer, business]) {
      const sent = await invitations(user);
      expect(sent.map((i) => [i.method, i.sequence])).toEqual([
        ['REQUEST', 1],
        ['CANCEL', 2],
      ]);
      expect(sent[1]!.calendar).toContain(`UID:${id}`);
      expect(sent[1]!.calendar).toContain('STATUS:CANCELLED');
    }
    const again = await act(customer, `c/interviews/${id}/cancel`, { reason: 'Me too.' });
    expect(again.statusCode).toBe(409);
    expect(again.data.message).toBe(INTERVIEW_MESSAGES.notCancellable);
    const download = await t.request({
      method: 'GET',
      url: `/api/v1/c/interviews/${id}/calendar.ics`,
      token: customer.token,
    });
    expect(download.body).toContain('METHOD:CANCEL');
  });

  it('reschedules a booked interview: the old time is cancelled, the new times are booked anew', async () => {
    const { business, customer, applicationId } = await pair();
    const { id } = (await propose(business, applicationId)).data.data;
    await book(customer, id, at(48));
    const moved = await act(
      business,
      `b/interviews/${id}/reschedule`,
      proposal({ slots: [at(96), at(97)] }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.data.data).toMatchObject({
      status: 'proposed',
      starts_at: null,
      sequence: 2,
      slots: [at(96), at(97)],
    });
    const rebooked = await book(customer, id, at(97));
    expect(rebooked.statusCode).toBe(200);
    expect(rebooked.data.data.sequence).toBe(3);
    const sent = await invitations(customer);
    expect(sent.map((i) => [i.method, i.sequence])).toEqual([
      ['REQUEST', 1],
      ['CANCEL', 2],
      ['REQUEST', 3],
    ]);
    expect(sent[1]!.calendar).toContain(`DTSTART:${icsTime(at(48))}`);
    expect(sent[2]!.calendar).toContain(`DTSTART:${icsTime(at(97))}`);
    const titles = (await notificationsOf(t, customer.user.id)).map((n) => n.title);
    expect(titles).toContain('New interview times: Machine Learning Engineer');
  });

  it('a booked interview whose end passed is completed and can no longer be cancelled or moved', async () => {
    const { business, customer, applicationId } = await pair();
    const { id } = (
      await propose(business, applicationId, proposal({ slots: [at(5)], duration_minutes: 60 }))
    ).data.data;
    await book(customer, id, at(5));
    t.clock.advance(5 * HOUR_MS + 59 * 60_000);
    const before = await remembered(t, business);
    expect(
      (await list(before, '?status=booked')).data.data.map((i: { id: string }) => i.id),
    ).toContain(id);
    t.clock.advance(60_000);
    const after = await remembered(t, business);
    const completed = (await list(after, '?status=completed')).data.data;
    expect(completed.map((i: { id: string }) => i.id)).toContain(id);
    expect(
      (await list(after, '?status=booked')).data.data.map((i: { id: string }) => i.id),
    ).not.toContain(id);
    expect((await act(after, `b/interviews/${id}/cancel`, { reason: 'Late.' })).statusCode).toBe(
      409,
    );
    expect((await act(after, `b/interviews/${id}/reschedule`, proposal())).statusCode).toBe(409);
  });
});

describe('the overlap warning and the order of the list', () => {
  it('shows the business the offered times that overlap another booked interview of theirs', async () => {
    const business = await t.registerBusiness({ business_name: 'Busy Co' });
    const job = await createJob(t, business, { title: 'Designer' });
    const first = await t.registerCustomer({ first_name: 'Ana' });
    const second = await t.registerCustomer({ first_name: 'Ben' });
    const a1 = await applied(t, first, job.id);
    const a2 = await applied(t, second, job.id);
    const one = (
      await propose(business, a1.id, proposal({ slots: [at(30)], duration_minutes: 60 }))
    ).data.data;
    await book(first, one.id, at(30));
    // 30:45 overlaps 30:00–31:00; 31:00 touches its end and fits.
    const clash = at(30.75);
    const fits = at(31);
    const two = await propose(
      business,
      a2.id,
      proposal({ slots: [clash, fits], duration_minutes: 30 }),
    );
    expect(two.data.data.overlapping_slots).toEqual([clash]);
    const seen = await list(second);
    expect(seen.data.data[0].overlapping_slots).toEqual([]);
    const mine = (await list(business)).data.data;
    // Booked first (by start), then the proposal.
    expect(mine.map((i: { id: string }) => i.id)).toEqual([one.id, two.data.data.id]);
  });
});

describe('reminders', () => {
  it('reminds both sides 24 h and 1 h before, each once although two runs race', async () => {
    const { business, customer, applicationId } = await pair('Reminder Co');
    const start = at(30);
    const { id } = (await propose(business, applicationId, proposal({ slots: [start] }))).data.data;
    await book(customer, id, start);
    const run = () =>
      Promise.all([
        interviewsModule.housekeeping!(t.app.deps),
        interviewsModule.housekeeping!(t.app.deps),
      ]);
    const reminders = async (user: TestUser) =>
      (await t.emails()).filter(
        (e) => e.to.toLowerCase() === user.email.toLowerCase() && e.subject.startsWith('Reminder:'),
      );
    await run();
    expect(await reminders(customer)).toHaveLength(0);
    t.clock.advance(6 * HOUR_MS - 60_000); // 24 h + 1 min before
    await run();
    expect(await reminders(customer)).toHaveLength(0);
    t.clock.advance(60_000); // exactly 24 h before
    await run();
    await run();
    expect((await reminders(customer)).map((e) => e.subject)).toEqual([
      'Reminder: interview tomorrow, Machine Learning Engineer',
    ]);
    expect(await reminders(business)).toHaveLength(1);
    t.clock.advance(23 * HOUR_MS); // 1 h before
    await run();
    await run();
    const sent = await reminders(customer);
    expect(sent.map((e) => e.subject).sort()).toEqual([
      'Reminder: interview in an hour, Machine Learning Engineer',
      'Reminder: interview tomorrow, Machine Learning Engineer',
    ]);
    expect(sent.find((e) => e.subject.includes('in an hour'))!.text).toContain('Reminder Co');
    const notices = await notificationsOf(t, customer.user.id);
    expect(notices.filter((n) => n.title.startsWith('Interview tomorrow'))).toHaveLength(1);
    expect(notices.filter((n) => n.title.startsWith('Interview in an hour'))).toHaveLength(1);
  });

  it('gives no 24-hour reminder to an interview booked less than 24 h ahead', async () => {
    const { business, customer, applicationId } = await pair('Late Co');
    const start = at(3);
    const { id } = (await propose(business, applicationId, proposal({ slots: [start] }))).data.data;
    await book(customer, id, start);
    await interviewsModule.housekeeping!(t.app.deps);
    t.clock.advance(2 * HOUR_MS);
    await interviewsModule.housekeeping!(t.app.deps);
    const subjects = (await t.emails())
      .filter(
        (e) =>
          e.to.toLowerCase() === customer.email.toLowerCase() && e.subject.startsWith('Reminder:'),
      )
      .map((e) => e.subject);
    expect(subjects).toEqual(['Reminder: interview in an hour, Machine Learning Engineer']);
  });
});

describe('the account export', () => {
  it("lists the interviews of the person's applications, for both sides", async () => {
    const { business, customer, applicationId } = await pair();
    const { id } = (await propose(business, applicationId)).data.data;
    for (const user of [customer, business]) {
      const area = user.user.role === 'business' ? 'b' : 'c';
      const res = await t.request({
        method: 'GET',
        url: `/api/v1/${area}/settings/account/export`,
        token: user.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.data.data.interviews.map((i: { id: string }) => i.id)).toEqual([id]);
    }
  });
});
