/**
 * The real server's API as the journeys use it to arrange what a test does not look at (a
 * customer registered in the background, a posting published for an application, a session
 * revoked). Speaks the wire format of openapi/openapi.yaml: snake_case bodies, the CSRF cookie
 * before registering and logging in, a Bearer token afterwards.
 */
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { baseURL } from './env.ts';
import { makePdf } from './pdf.ts';

/** The roles of R-PROD-1. */
export type Role = 'customer' | 'business';

/** A user as the server answers it (snake_case, R-DATA-1 User). */
export interface WireUser {
  id: string;
  role: Role;
  email: string;
  first_name: string | null;
  last_name: string | null;
  business_name: string | null;
}

/** The password every account of the suite uses: meets the five rules of R-VALID-1. */
export const PASSWORD = 'E2e-Passw0rd!';

let counter = 0;

/**
 * A fresh e-mail address for this run, e.g. `e2e-customer-lq3k9x-1@example.com`.
 * @param label what the account is for (letters and digits)
 */
export function uniqueEmail(label: string): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `e2e-${label}-${stamp}-${counter}@example.com`;
}

/** What {@link ApiUser.register} accepts; names default to E2E values. */
export interface RegisterOptions {
  role: Role;
  email?: string;
  firstName?: string;
  lastName?: string;
  businessName?: string;
}

/** Answers of the marketplace calls, as far as the journeys read them. */
export interface WirePosting {
  id: string;
  title: string;
  status: 'draft' | 'published' | 'closed';
}
export interface WireApplication {
  id: string;
  status: string;
}
export interface WireJobSummary {
  id: string;
  title: string;
  company: { id: string; name: string };
}

/** A posting as the business editor sends it (PostingInput), with publishable defaults. */
export interface PostingInput {
  title: string;
  description?: string;
  location?: string;
  workplace_type?: 'onsite' | 'hybrid' | 'remote';
  employment_type?: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'internship';
  experience_level?: 'internship' | 'entry' | 'mid' | 'senior' | 'lead';
  salary_min?: number;
  salary_max?: number;
  salary_currency?: string;
  salary_period?: 'year' | 'month' | 'hour';
  skills?: string[];
}

/** A signed-in account driven through the API (its own cookie jar and Bearer token). */
export class ApiUser {
  private constructor(
    readonly context: APIRequestContext,
    readonly token: string,
    readonly user: WireUser,
    readonly roles: string[],
    readonly email: string,
    readonly password: string,
  ) {}

  /** `first last` for a customer, the business name for a business (R-SHELL-2 display name). */
  get displayName(): string {
    return this.user.role === 'business'
      ? (this.user.business_name ?? this.email)
      : `${this.user.first_name ?? ''} ${this.user.last_name ?? ''}`.trim();
  }

  /** The area prefix of R-ROLE-4: `b` for a business, `c` for a customer. */
  get area(): 'b' | 'c' {
    return this.user.role === 'business' ? 'b' : 'c';
  }

  private static async anonymous(): Promise<{ context: APIRequestContext; xsrf: string }> {
    const context = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    });
    const cookie = await context.get('/sanctum/csrf-cookie');
    expect(cookie.status(), 'GET /sanctum/csrf-cookie').toBe(204);
    const state = await context.storageState();
    const xsrf = state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    if (!xsrf) throw new Error('The server set no XSRF-TOKEN cookie');
    return { context, xsrf: decodeURIComponent(xsrf) };
  }

  /**
   * Registers a new account (POST /api/v1/auth/register) and keeps its token.
   * @throws Error (a failed expectation) when the server does not answer 201
   */
  static async register(options: RegisterOptions): Promise<ApiUser> {
    const email = options.email ?? uniqueEmail(options.role);
    const { context, xsrf } = await ApiUser.anonymous();
    const names =
      options.role === 'business'
        ? { business_name: options.businessName ?? `E2E Business ${email.slice(4, 14)}` }
        : { first_name: options.firstName ?? 'Erin', last_name: options.lastName ?? 'Tester' };
    const response = await context.post('/api/v1/auth/register', {
      headers: { 'X-XSRF-TOKEN': xsrf },
      data: {
        role: options.role,
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        agreed_to_terms: true,
        ...names,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const body = (await response.json()) as { user: WireUser; token: string; roles: string[] };
    return new ApiUser(context, body.token, body.user, body.roles, email, PASSWORD);
  }

  /**
   * Signs in (POST /api/v1/auth/login): a session with its own token, as another browser would have.
   * @param remember the "remember me" flag (exempt from the 15-minute inactivity limit)
   */
  static async login(email: string, password: string, remember = false): Promise<ApiUser> {
    const { context, xsrf } = await ApiUser.anonymous();
    const response = await context.post('/api/v1/auth/login', {
      headers: { 'X-XSRF-TOKEN': xsrf },
      data: { email, password, remember },
    });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { user: WireUser; token: string; roles: string[] };
    return new ApiUser(context, body.token, body.user, body.roles, email, password);
  }

  /** A second session of this account (see {@link ApiUser.login}). */
  loginAgain(remember = false): Promise<ApiUser> {
    return ApiUser.login(this.email, this.password, remember);
  }

  private headers(): Record<string, string> {
    return { Authorization: `Bearer ${this.token}` };
  }

  /** GET with the Bearer token; asserts a 2xx answer and returns its JSON. */
  async get<T>(path: string): Promise<T> {
    const response = await this.context.get(path, { headers: this.headers() });
    expect(response.ok(), `GET ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  /** A JSON call with the Bearer token; asserts a 2xx answer and returns its JSON (or null). */
  async send<T>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    data?: unknown,
  ): Promise<T> {
    const response = await this.context.fetch(path, {
      method,
      headers: this.headers(),
      ...(data === undefined ? {} : { data }),
    });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
      true,
    );
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  }

  /** Creates a draft posting (business). */
  async createPosting(input: PostingInput): Promise<WirePosting> {
    const body = await this.send<{ data: WirePosting }>('POST', '/api/v1/b/postings', {
      description: 'We build **real** things.\n\n- Ship weekly\n- Pair often',
      location: 'Berlin, Germany',
      workplace_type: 'hybrid',
      employment_type: 'full_time',
      experience_level: 'mid',
      salary_min: 60000,
      salary_max: 80000,
      salary_currency: 'EUR',
      salary_period: 'year',
      skills: ['TypeScript', 'PostgreSQL'],
      ...input,
    });
    return body.data;
  }

  /** Creates and publishes a posting (business). */
  async publishPosting(input: PostingInput): Promise<WirePosting> {
    const draft = await this.createPosting(input);
    const body = await this.send<{ data: WirePosting }>(
      'POST',
      `/api/v1/b/postings/${draft.id}/publish`,
    );
    return body.data;
  }

  /** Closes a published posting (business). */
  async closePosting(id: string): Promise<WirePosting> {
    const body = await this.send<{ data: WirePosting }>('POST', `/api/v1/b/postings/${id}/close`);
    return body.data;
  }

  /** Applies to a job with a generated PDF resume (customer). */
  async apply(
    jobId: string,
    coverLetter = 'I would love to join the team.',
  ): Promise<WireApplication> {
    const response = await this.context.post(`/api/v1/c/jobs/${jobId}/apply`, {
      headers: this.headers(),
      multipart: {
        cover_letter: coverLetter,
        resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: makePdf('Erin Tester') },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: WireApplication }).data;
  }

  /** Saves a job to Saved Jobs (customer). */
  async bookmark(jobId: string): Promise<void> {
    await this.send('POST', `/api/v1/c/bookmarks/${jobId}`);
  }

  /** Moves an application to a pipeline stage (business), with an optional note. */
  async moveApplication(applicationId: string, status: string, note?: string): Promise<void> {
    await this.send('PATCH', `/api/v1/b/applications/${applicationId}`, {
      status,
      ...(note ? { note } : {}),
    });
  }

  /** Writes a message in an application's conversation (either role, issue 28). */
  async sendMessage(applicationId: string, body: string): Promise<void> {
    await this.send('POST', `/api/v1/${this.area}/applications/${applicationId}/messages`, {
      body,
    });
  }

  /** Searches published jobs (customer). */
  async searchJobs(query: Record<string, string>): Promise<WireJobSummary[]> {
    // The imported listings were last updated in 2024: stale on today's clock, found only with
    // open_only=false (decision 200); a query may still ask for open listings only.
    const search = new URLSearchParams({ open_only: 'false', ...query }).toString();
    return (await this.get<{ data: WireJobSummary[] }>(`/api/v1/c/jobs?${search}`)).data;
  }

  /**
   * Signs every other session of this account out, as "sign out" in the security settings of
   * another device does (DELETE /api/v1/{area}/settings/security/sessions/{id}).
   * @returns how many sessions were revoked
   */
  async revokeOtherSessions(): Promise<number> {
    const base = `/api/v1/${this.area}/settings/security/sessions`;
    const { data } = await this.get<{ data: { id: string; is_current: boolean }[] }>(base);
    const others = data.filter((session) => !session.is_current);
    for (const session of others) await this.send('DELETE', `${base}/${session.id}`);
    return others.length;
  }

  /** Signs this session out on the server (POST /api/v1/auth/logout): its token stops working. */
  async logout(): Promise<void> {
    await this.send('POST', '/api/v1/auth/logout');
  }

  /** Releases the request context. */
  async dispose(): Promise<void> {
    await this.context.dispose();
  }
}
