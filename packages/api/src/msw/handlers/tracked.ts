/**
 * The "I applied" tracker of My Applications (`/api/v1/c/tracked-applications`): imported jobs
 * (those with a `source_url`) the customer applied to on the company's site, with the timeline
 * they keep. Canned, contract-typed answers over the store; another customer's id answers 404,
 * a job on Hireloop, a closed listing or a second tracker 409, a date in the future 422.
 */
import { trackedStatusValues } from '../../generated/schema.ts';
import type { HttpHandler } from 'msw';
import {
  authorizeRole,
  FieldErrors,
  pageParams,
  paginate,
  readJson,
  uuidParam,
  type HandlerContext,
} from './shared.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Handlers of the tracker over `ctx.store` (served in the `applications` group). */
export function trackedHandlers(ctx: HandlerContext): HttpHandler[] {
  const { http, store } = ctx;
  const today = () => new Date(store.now()).toISOString().slice(0, 10);
  const dateError = (errors: FieldErrors, field: string, value: unknown, earliest?: string) => {
    if (typeof value !== 'string' || !DATE.test(value))
      errors.add(field, 'Give a real date (YYYY-MM-DD).');
    else if (value > today()) errors.add(field, 'The date cannot be in the future.');
    else if (earliest && value < earliest)
      errors.add(field, `The date cannot be before you applied (${earliest}).`);
  };
  const own = (userId: string, id: string) => {
    const record = store.tracked.get(id);
    return record && record.user_id === userId ? record : undefined;
  };
  const answer = (record: Parameters<typeof store.toTracked>[0]) => ({
    data: store.toTracked(record),
  });

  return [
    http.get('/api/v1/c/tracked-applications', ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const page = pageParams(request);
      if (!page.ok) return response(page.status).json(page.body);
      const mine = [...store.tracked.values()]
        .filter((record) => record.user_id === caller.account.user.id)
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
        .map((record) => store.toTracked(record));
      return response(200).json(paginate(mine, page));
    }),

    http.post('/api/v1/c/tracked-applications', async ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const body = await readJson(request);
      if (!body.ok) return response(body.status).json(body.body);
      const errors = new FieldErrors();
      errors.onlyKnown(body.value, ['job_id', 'applied_on', 'note']);
      const appliedOn = (body.value.applied_on as string | undefined) ?? today();
      dateError(errors, 'applied_on', appliedOn);
      const note = errors.text(body.value, 'note', { label: 'note', max: 5000, multiline: true });
      if (typeof body.value.job_id !== 'string') errors.add('job_id', 'The job id is required.');
      if (errors.any) return response(422).json(errors.body());
      const userId = caller.account.user.id;
      const posting = store.postings.get(body.value.job_id as string);
      if (!store.isVisibleJob(posting)) return response(404).json({ message: 'Not found.' });
      if (!posting.source_url)
        return response(409).json({
          message: 'This job is on Hireloop: apply to it here instead.',
        });
      if (store.trackedOf(userId, posting.id))
        return response(409).json({ message: 'You are already tracking this job.' });
      if (posting.status !== 'published')
        return response(409).json({
          message: 'This listing is closed: its source no longer offers it.',
        });
      const now = new Date(store.now()).toISOString();
      const record = {
        id: store.uuid(),
        user_id: userId,
        job_id: posting.id,
        note: note?.trim() || null,
        events: [{ id: store.uuid(), status: 'applied' as const, date: appliedOn, note: null }],
        created_at: now,
        updated_at: now,
      };
      store.tracked.set(record.id, record);
      return response(201).json(answer(record));
    }),

    http.get('/api/v1/c/tracked-applications/{id}', ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const record = own(caller.account.user.id, id.value);
      if (!record) return response(404).json({ message: 'Not found.' });
      return response(200).json(answer(record));
    }),

    http.patch('/api/v1/c/tracked-applications/{id}', async ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const record = own(caller.account.user.id, id.value);
      if (!record) return response(404).json({ message: 'Not found.' });
      const body = await readJson(request);
      if (!body.ok) return response(body.status).json(body.body);
      const errors = new FieldErrors();
      errors.onlyKnown(body.value, ['note']);
      const note = errors.text(body.value, 'note', { label: 'note', max: 5000, multiline: true });
      if (errors.any) return response(422).json(errors.body());
      record.note = note?.trim() || null;
      record.updated_at = new Date(store.now()).toISOString();
      return response(200).json(answer(record));
    }),

    http.delete('/api/v1/c/tracked-applications/{id}', ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      if (!own(caller.account.user.id, id.value))
        return response(404).json({ message: 'Not found.' });
      store.tracked.delete(id.value);
      return response(200).json({
        status: 'success' as const,
        message: 'You stopped tracking this application.',
      });
    }),

    http.post(
      '/api/v1/c/tracked-applications/{id}/events',
      async ({ request, params, response }) => {
        const caller = authorizeRole(ctx, request, 'customer');
        if (!caller.ok) return response(caller.status).json(caller.body);
        const id = uuidParam('id', params.id);
        if (!id.ok) return response(id.status).json(id.body);
        const record = own(caller.account.user.id, id.value);
        if (!record) return response(404).json({ message: 'Not found.' });
        const body = await readJson(request);
        if (!body.ok) return response(body.status).json(body.body);
        const errors = new FieldErrors();
        errors.onlyKnown(body.value, ['status', 'date', 'note']);
        const status = errors.oneOf(body.value, 'status', trackedStatusValues, 'status');
        if (status === null && !errors.any) errors.add('status', 'The status field is required.');
        const first = [...record.events].sort((a, b) => a.date.localeCompare(b.date))[0]!.date;
        dateError(errors, 'date', body.value.date, first);
        const note = errors.text(body.value, 'note', { label: 'note', max: 2000, multiline: true });
        if (errors.any || status === null) return response(422).json(errors.body());
        if (record.events.length >= 50)
          return response(409).json({ message: 'A timeline holds at most 50 steps.' });
        record.events.push({
          id: store.uuid(),
          status,
          date: body.value.date as string,
          note: note?.trim() || null,
        });
        record.updated_at = new Date(store.now()).toISOString();
        return response(201).json(answer(record));
      },
    ),

    http.delete(
      '/api/v1/c/tracked-applications/{id}/events/{event_id}',
      ({ request, params, response }) => {
        const caller = authorizeRole(ctx, request, 'customer');
        if (!caller.ok) return response(caller.status).json(caller.body);
        const id = uuidParam('id', params.id);
        if (!id.ok) return response(id.status).json(id.body);
        const record = own(caller.account.user.id, id.value);
        if (!record) return response(404).json({ message: 'Not found.' });
        const sorted = store.toTracked(record).events;
        const index = sorted.findIndex((event) => event.id === params.event_id);
        if (index < 0) return response(404).json({ message: 'Not found.' });
        if (index === 0)
          return response(409).json({
            message: 'The first step stays; stop tracking to remove the whole application.',
          });
        record.events = record.events.filter((event) => event.id !== params.event_id);
        record.updated_at = new Date(store.now()).toISOString();
        return response(200).json(answer(record));
      },
    ),
  ];
}
