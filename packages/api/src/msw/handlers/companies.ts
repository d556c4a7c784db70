/**
 * Group `companies` (routes c.companies "Browse Companies" and c.company/{id}): listed company
 * profiles, those with the most open jobs first, then by name; filters q (name, industry,
 * technologies), remote_policy and company_size; a company's page with its newest 50 open jobs.
 * Customers only.
 */
import { companySizeValues, remotePolicyValues } from '../../generated/schema.ts';
import type { HttpHandler } from 'msw';
import {
  authorizeRole,
  enumListParam,
  pageParams,
  paginate,
  searchParams,
  textParam,
  uuidParam,
  type HandlerContext,
} from './shared.ts';

/** Handlers of the `companies` group over `ctx.store`. */
export function companiesHandlers(ctx: HandlerContext): HttpHandler[] {
  const { http, store } = ctx;
  return [
    http.get('/api/v1/c/companies', ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const page = pageParams(request);
      if (!page.ok) return response(page.status).json(page.body);
      const params = searchParams(request);
      const q = textParam(params, 'q');
      if (!q.ok) return response(q.status).json(q.body);
      const policies = enumListParam(params, 'remote_policy', remotePolicyValues);
      if (!policies.ok) return response(policies.status).json(policies.body);
      const sizes = enumListParam(params, 'company_size', companySizeValues);
      if (!sizes.ok) return response(sizes.status).json(sizes.body);
      const needle = q.value.toLowerCase();
      const companies = [...store.companies.values()]
        .filter((company) => store.isListed(company))
        .filter(
          (company) =>
            needle === '' ||
            company.name.toLowerCase().includes(needle) ||
            (company.industry ?? '').toLowerCase().includes(needle) ||
            company.technologies.some((technology) => technology.toLowerCase().includes(needle)),
        )
        .filter(
          (company) =>
            policies.values.length === 0 ||
            (company.remote_policy !== null && policies.values.includes(company.remote_policy)),
        )
        .filter(
          (company) =>
            sizes.values.length === 0 ||
            (company.company_size !== null && sizes.values.includes(company.company_size)),
        )
        .map((company) => store.toCompany(company))
        .sort((a, b) => b.open_jobs_count - a.open_jobs_count || a.name.localeCompare(b.name));
      return response(200).json(paginate(companies, page));
    }),

    http.get('/api/v1/c/companies/{id}', ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const company = store.companies.get(id.value);
      if (!company || store.deletedCompanies.has(company.id))
        return response(404).json({ message: 'Not found.' });
      const viewer = caller.account.user.id;
      const openJobs = [...store.postings.values()]
        .filter((posting) => posting.company_id === company.id && posting.status === 'published')
        .sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? ''))
        .slice(0, 50)
        .map((posting) => store.toJobSummary(posting, viewer));
      return response(200).json({
        data: { ...store.toCompany(company), profile_source: null, open_jobs: openJobs },
      });
    }),
  ];
}
