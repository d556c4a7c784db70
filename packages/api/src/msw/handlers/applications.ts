/**
 * Group `applications`: a customer's own applications (list, detail with timeline, withdraw) and
 * the applications a business received (list, detail, status change, resume). Another user's
 * application answers 404. A status change adds a timeline entry and notifies the applicant; final
 * states (hired, rejected, withdrawn) and applications closed with their posting cannot change.
 */
import { applicationMoveStatusValues, applicationStatusValues } from '../../generated/schema.ts';
import { HttpResponse, type HttpHandler } from 'msw';
import { applicationBlockedReason, applicationMoveRefusal } from '../../rules.ts';
import type { ApplicationRecord } from '../types.ts';
import {
  FieldErrors,
  authorizeRole,
  badParameter,
  enumListParam,
  pageParams,
  paginate,
  readJson,
  searchParams,
  uuidParam,
  type HandlerContext,
} from './shared.ts';

/** An application as the shared rules read it. */
const stateOf = (application: ApplicationRecord) => ({
  status: application.status,
  closedAt: application.closed_at,
  closedReason: application.closed_reason,
});

/** `?applied_within_days=` (1, 3, 7, 14 or 30) and `?has_resume=` of the board, or a 400. */
function boardFilters(
  params: URLSearchParams,
  now: number,
):
  | { ok: true; keep: (application: ApplicationRecord) => boolean }
  | ReturnType<typeof badParameter> {
  const days = params.get('applied_within_days');
  if (days !== null && !['1', '3', '7', '14', '30'].includes(days))
    return badParameter(
      'applied_within_days',
      'The applied_within_days parameter must be one of: 1, 3, 7, 14, 30.',
    );
  const resume = params.get('has_resume');
  if (resume !== null && resume !== 'true' && resume !== 'false')
    return badParameter('has_resume', 'The has_resume parameter must be true or false.');
  const since = days === null ? null : now - Number(days) * 86_400_000;
  return {
    ok: true,
    keep: (application) =>
      (since === null || Date.parse(application.created_at) >= since) &&
      (resume === null || (application.resume !== null) === (resume === 'true')),
  };
}

/**
 * A minimal one-page PDF naming the applicant (the mock keeps no files), with a correct
 * cross-reference table so that every viewer opens it.
 */
export function resumePdf(title: string): Uint8Array {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** Handlers of the `applications` group over `ctx.store`. */
export function applicationsHandlers(ctx: HandlerContext): HttpHandler[] {
  const { http, store } = ctx;

  /** The application if it is to a posting of the business's company. */
  const received = (companyId: string | null, id: string): ApplicationRecord | undefined => {
    const application = store.applications.get(id);
    if (!application || companyId === null) return undefined;
    return store.postings.get(application.posting_id)?.company_id === companyId
      ? application
      : undefined;
  };

  return [
    // ---------------------------------------------------------------- customer
    http.get('/api/v1/c/applications', ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const page = pageParams(request);
      if (!page.ok) return response(page.status).json(page.body);
      const status = enumListParam(searchParams(request), 'status', applicationStatusValues);
      if (!status.ok) return response(status.status).json(status.body);
      const own = [...store.applications.values()]
        .filter((application) => application.user_id === caller.account.user.id)
        .filter(
          (application) => status.values.length === 0 || status.values.includes(application.status),
        )
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
      const { data, meta } = paginate(own, page);
      return response(200).json({
        data: data.map((application) => store.toCustomerApplication(application)),
        meta,
      });
    }),

    http.get('/api/v1/c/applications/{id}', ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const application = store.applications.get(id.value);
      if (!application || application.user_id !== caller.account.user.id)
        return response(404).json({ message: 'Not found.' });
      return response(200).json({ data: store.toCustomerApplication(application) });
    }),

    http.post('/api/v1/c/applications/{id}/withdraw', ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const application = store.applications.get(id.value);
      if (!application || application.user_id !== caller.account.user.id)
        return response(404).json({ message: 'Not found.' });
      const reason = applicationBlockedReason(stateOf(application), 'be withdrawn');
      if (reason !== null)
        return response(422).json({ message: reason, errors: { status: [reason] } });
      store.withdrawApplication(application);
      return response(200).json({ data: store.toCustomerApplication(application) });
    }),

    // ---------------------------------------------------------------- business
    http.get('/api/v1/b/applications', ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'business');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const page = pageParams(request);
      if (!page.ok) return response(page.status).json(page.body);
      const params = searchParams(request);
      const status = enumListParam(params, 'status', applicationStatusValues);
      if (!status.ok) return response(status.status).json(status.body);
      const postingRaw = params.get('posting_id');
      let postingId: string | null = null;
      if (postingRaw !== null && postingRaw !== '') {
        const parsed = uuidParam('posting_id', postingRaw);
        if (!parsed.ok) return response(parsed.status).json(parsed.body);
        postingId = parsed.value;
      }
      const board = boardFilters(params, store.now());
      if (!board.ok) return response(board.status).json(board.body);
      const companyId = caller.account.company_id;
      const list = [...store.applications.values()]
        .filter(board.keep)
        .filter(
          (application) => store.postings.get(application.posting_id)?.company_id === companyId,
        )
        .filter((application) => postingId === null || application.posting_id === postingId)
        .filter(
          (application) => status.values.length === 0 || status.values.includes(application.status),
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      const { data, meta } = paginate(list, page);
      return response(200).json({
        data: data.map((application) => store.toBusinessApplication(application)),
        meta,
      });
    }),

    http.get('/api/v1/b/applications/{id}', ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'business');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const application = received(caller.account.company_id, id.value);
      if (!application) return response(404).json({ message: 'Not found.' });
      return response(200).json({ data: store.toBusinessApplication(application) });
    }),

    http.patch('/api/v1/b/applications/{id}', async ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'business');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const application = received(caller.account.company_id, id.value);
      if (!application) return response(404).json({ message: 'Not found.' });
      const body = await readJson(request);
      if (!body.ok) return response(body.status).json(body.body);
      const errors = new FieldErrors();
      errors.onlyKnown(body.value, ['status', 'note']);
      const status = errors.oneOf(body.value, 'status', applicationMoveStatusValues, 'status');
      if (body.value.status === undefined || body.value.status === null)
        errors.add('status', 'The status field is required.');
      const note = errors.text(body.value, 'note', { label: 'note', max: 2000, multiline: true });
      if (errors.any || status === null) return response(422).json(errors.body());
      const refusal = applicationMoveRefusal(stateOf(application), status);
      if (refusal !== null)
        return response(422).json({ message: refusal, errors: { status: [refusal] } });
      store.changeApplicationStatus(application, status, note);
      return response(200).json({ data: store.toBusinessApplication(application) });
    }),

    http.post(
      '/api/v1/b/postings/{id}/applications/status',
      async ({ request, params, response }) => {
        const caller = authorizeRole(ctx, request, 'business');
        if (!caller.ok) return response(caller.status).json(caller.body);
        const postingId = uuidParam('id', params.id);
        if (!postingId.ok) return response(postingId.status).json(postingId.body);
        const posting = store.postings.get(postingId.value);
        if (!posting || posting.company_id !== caller.account.company_id)
          return response(404).json({ message: 'Not found.' });
        const body = await readJson(request);
        if (!body.ok) return response(body.status).json(body.body);
        const errors = new FieldErrors();
        errors.onlyKnown(body.value, ['application_ids', 'status', 'note']);
        const status = errors.oneOf(body.value, 'status', applicationMoveStatusValues, 'status');
        if (body.value.status === undefined || body.value.status === null)
          errors.add('status', 'The status field is required.');
        const note = errors.text(body.value, 'note', { label: 'note', max: 2000, multiline: true });
        const raw = body.value.application_ids;
        const ids =
          Array.isArray(raw) && raw.every((id) => typeof id === 'string')
            ? raw.map((id) => id.toLowerCase())
            : null;
        if (ids === null || ids.length < 1 || ids.length > 50 || new Set(ids).size !== ids.length)
          errors.add('application_ids', 'Choose between 1 and 50 different applications.');
        if (errors.any || status === null || ids === null) return response(422).json(errors.body());
        const chosen = ids.map((id) => store.applications.get(id));
        if (chosen.some((application) => application?.posting_id !== posting.id))
          return response(404).json({ message: 'Not found.' });
        const applications = chosen as ApplicationRecord[];
        const refused: Record<string, string[]> = {};
        applications.forEach((application, index) => {
          const reason = applicationMoveRefusal(stateOf(application), status);
          if (reason === null) return;
          const { first_name, last_name } = store.toApplicant(application.user_id);
          refused[`application_ids.${index}`] = [`${first_name} ${last_name}: ${reason}`];
        });
        const messages = Object.values(refused).flat();
        if (messages.length > 0)
          return response(422).json({
            message:
              `Nothing was moved: ${messages.length} of ${ids.length} application${ids.length === 1 ? '' : 's'} cannot be moved. ${messages[0]}`.slice(
                0,
                500,
              ),
            errors: refused,
          });
        for (const application of applications)
          store.changeApplicationStatus(application, status, note);
        return response(200).json({
          data: applications.map((application) => store.toBusinessApplication(application)),
        });
      },
    ),

    http.get('/api/v1/b/applications/{id}/resume', ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'business');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const application = received(caller.account.company_id, id.value);
      if (!application?.resume) return response(404).json({ message: 'Not found.' });
      const applicant = store.toApplicant(application.user_id);
      const pdf = resumePdf(`Resume of ${applicant.first_name} ${applicant.last_name}`);
      const filename = application.resume.filename.replace(/["\\\r\n]/g, '');
      // Binary bodies have no typed helper in openapi-msw; the content type is the contract's.
      return response.untyped(
        new HttpResponse(pdf, {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Length': String(pdf.byteLength),
            'Content-Disposition': `inline; filename="${filename}"`,
          },
        }),
      );
    }),
  ];
}
