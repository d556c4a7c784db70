/** The interview mocks (issue 28): the list, proposing, booking, declining, cancelling, the calendar file. */
import { describe, expect, it } from 'vitest';
import { createApi, createApiClient } from '../index.ts';
import { callMockApi as call, setupMockApi } from '../testing/mockApi.ts';
import { INTERVIEW_MESSAGES } from '../rules.ts';
import { conversationIds, demoAccounts, scenarios, type Schemas } from './index.ts';

const server = setupMockApi();
type List = Schemas['InterviewListResponse'];
type One = Schemas['InterviewResponse'];
const later = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('the interview mocks', () => {
  it("list each side's interviews, open ones first, and filter by application", async () => {
    const business = await call<List>('GET', '/b/interviews', 'business');
    expect(business.body.data.map((i) => i.status)).toEqual(['booked', 'proposed']);
    expect(business.body.data[1]!.overlapping_slots).toHaveLength(1);
    const customer = await call<List>(
      'GET',
      `/c/interviews?application_id=${conversationIds.customer}`,
      'customer',
    );
    expect(customer.body.data.map((i) => i.status)).toEqual(['proposed']);
  });

  it('propose with the shared rules: 422 on a past time, 409 for a second open one, 201 otherwise', async () => {
    const body = {
      kind: 'phone',
      duration_minutes: 30,
      location: '+1 555 0100',
      slots: [later(30)],
    };
    const past = await call(
      'POST',
      `/b/applications/${conversationIds.business}/interviews`,
      'business',
      {
        ...body,
        slots: [later(-1)],
      },
    );
    expect(past.status).toBe(422);
    const second = await call(
      'POST',
      `/b/applications/${conversationIds.business}/interviews`,
      'business',
      body,
    );
    expect(second.status).toBe(409);
    const closed = conversationIds.businessClosed;
    const created = await call<One>(
      'POST',
      `/b/applications/${closed}/interviews`,
      'business',
      body,
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'proposed', kind: 'phone', sequence: 0 });
  });

  it('book an offered time through the typed client, then serve its calendar file', async () => {
    const api = createApi(
      createApiClient({ baseUrl: 'http://localhost', getToken: () => demoAccounts.customer.token }),
    );
    const [proposal] = (await api.interviews('c').list({ status: 'proposed' })).data;
    await expect(api.interviews('c').book(proposal!.id, later(1))).rejects.toMatchObject({
      status: 422,
    });
    const booked = await api.interviews('c').book(proposal!.id, proposal!.slots[1]!);
    expect(booked).toMatchObject({ status: 'booked', startsAt: proposal!.slots[1], sequence: 1 });
    const calendar = await api.interviews('c').calendar(proposal!.id);
    expect(calendar).toContain(`UID:${proposal!.id}`);
    expect(calendar).toContain('METHOD:REQUEST');
  });

  it('decline with a reason (422 when blank) and refuse to cancel it afterwards', async () => {
    const [proposal] = (await call<List>('GET', '/c/interviews?status=proposed', 'customer')).body
      .data;
    const blank = await call('POST', `/c/interviews/${proposal!.id}/decline`, 'customer', {
      reason: ' ',
    });
    expect(blank.status).toBe(422);
    const declined = await call<One>('POST', `/c/interviews/${proposal!.id}/decline`, 'customer', {
      reason: 'I took another offer.',
    });
    expect(declined.body.data).toMatchObject({ status: 'declined', ended_by: 'customer' });
    const cancel = await call<{ message: string }>(
      'POST',
      `/c/interviews/${proposal!.id}/cancel`,
      'customer',
      {
        reason: 'Also.',
      },
    );
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(INTERVIEW_MESSAGES.notCancellable);
  });

  it('bookTaken answers 409 with the server message; empty lists nothing', async () => {
    server.use(...scenarios.interviews.bookTaken);
    const [proposal] = (await call<List>('GET', '/c/interviews?status=proposed', 'customer')).body
      .data;
    const taken = await call<{ message: string }>(
      'POST',
      `/c/interviews/${proposal!.id}/book`,
      'customer',
      {
        slot: proposal!.slots[0],
      },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(INTERVIEW_MESSAGES.alreadyBooked);
    server.resetHandlers(...scenarios.interviews.empty);
    expect((await call<List>('GET', '/c/interviews', 'customer')).body.data).toEqual([]);
  });
});
