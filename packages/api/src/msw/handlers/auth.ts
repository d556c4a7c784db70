/**
 * Group `auth` (spec §3, §4, §7): the CSRF cookie, login, registration, logout and the current user.
 * Login checks the store's accounts (demo: `customer@example.com` / `business@example.com`, password
 * `Password1!`); wrong credentials answer 422 on `email`, and the 6th failed attempt within 15
 * minutes for an e-mail answers 429 with `Retry-After`.
 */
import { passwordProblems } from '../../rules.ts';
import type { HttpHandler } from 'msw';
import { makeNotificationSettings, toIso } from '../fixtures.ts';
import { LOGIN_ATTEMPTS, LOGIN_WINDOW_MS } from '../store.ts';
import type { AccountRecord, Schemas } from '../types.ts';
import {
  FieldErrors,
  IMAGE_MAX_BYTES,
  authenticate,
  deviceFromUserAgent,
  fileField,
  isAcceptedImage,
  isEmail,
  isMultipart,
  readForm,
  readJson,
  type HandlerContext,
} from './shared.ts';

const REGISTER_FIELDS = [
  'role',
  'email',
  'password',
  'password_confirmation',
  'agreed_to_terms',
  'first_name',
  'last_name',
  'business_name',
  'avatar',
  'logo',
] as const;

/** The answer of login and register for `account`. */
function authAnswer(account: AccountRecord, token: string): Schemas['AuthResponse'] {
  return { user: { ...account.user }, token, roles: [account.user.role] };
}

/** Handlers of the `auth` group over `ctx.store`. */
export function authHandlers(ctx: HandlerContext): HttpHandler[] {
  const { http, store } = ctx;
  return [
    http.get('/sanctum/csrf-cookie', ({ response }) => {
      const value = store.faker.string.alphanumeric(40);
      return response(204).empty({
        headers: { 'Set-Cookie': `XSRF-TOKEN=${value}; Path=/; Max-Age=7200; SameSite=Lax` },
      });
    }),

    http.post('/api/v1/auth/login', async ({ request, response }) => {
      const body = await readJson(request);
      if (!body.ok) return response(body.status).json(body.body);
      const errors = new FieldErrors();
      errors.onlyKnown(body.value, ['email', 'password', 'remember']);
      const email = errors.text(body.value, 'email', { label: 'email', required: true, max: 254 });
      const password = errors.text(body.value, 'password', {
        label: 'password',
        required: true,
        max: 128,
      });
      const remember = errors.boolean(body.value, 'remember', 'remember');
      if (email !== null && !isEmail(email))
        errors.add('email', 'The email field must be a valid email address.');
      if (errors.any || email === null || password === null)
        return response(422).json(errors.body());

      const failures = store.recentLoginFailures(email);
      const first = failures[0];
      if (failures.length >= LOGIN_ATTEMPTS && first !== undefined) {
        const seconds = Math.max(1, Math.ceil((first + LOGIN_WINDOW_MS - store.now()) / 1000));
        return response(429).json(
          { message: `Too many login attempts. Please try again in ${seconds} seconds.` },
          { headers: { 'Retry-After': String(seconds) } },
        );
      }
      const account = store.accountByEmail(email);
      if (!account || account.password !== password) {
        failures.push(store.now());
        const message = 'These credentials do not match our records.';
        return response(422).json({ message, errors: { email: [message] } });
      }
      store.loginFailures.delete(email.toLowerCase());
      const token = store.issueToken(account.user.id, {
        remember: remember ?? false,
        device: deviceFromUserAgent(request.headers.get('user-agent')),
      });
      return response(200).json(authAnswer(account, token.token));
    }),

    http.post('/api/v1/auth/register', async ({ request, response }) => {
      let fields: Record<string, unknown>;
      let image: File | null = null;
      if (isMultipart(request)) {
        const form = await readForm(request);
        if (!form.ok) return response(form.status).json(form.body);
        fields = {};
        for (const [key, value] of form.value) {
          if (typeof value === 'string')
            fields[key] = key === 'agreed_to_terms' ? value === 'true' : value;
        }
        image = fileField(form.value, 'avatar') ?? fileField(form.value, 'logo');
        if (fileField(form.value, 'avatar')) fields.avatar = true;
        if (fileField(form.value, 'logo')) fields.logo = true;
      } else {
        const body = await readJson(request);
        if (!body.ok) return response(body.status).json(body.body);
        fields = body.value;
      }

      const errors = new FieldErrors();
      errors.onlyKnown(fields, REGISTER_FIELDS);
      const role = errors.oneOf(fields, 'role', ['customer', 'business'] as const, 'role');
      if (fields.role === undefined || fields.role === null)
        errors.add('role', 'The role field is required.');
      const email = errors.text(fields, 'email', { label: 'email', required: true, max: 254 });
      if (email !== null && !isEmail(email))
        errors.add('email', 'The email field must be a valid email address.');
      else if (email !== null && store.emailTaken(email))
        errors.add('email', 'This e-mail address is already registered.');
      const password = typeof fields.password === 'string' ? fields.password : '';
      if (password === '') errors.add('password', 'The password field is required.');
      else if (password.length > 128)
        errors.add('password', 'The password may not be longer than 128 characters.');
      else for (const message of passwordProblems(password)) errors.add('password', message);
      if (fields.password_confirmation !== password) {
        errors.add('password_confirmation', 'The password confirmation does not match.');
      }
      if (fields.agreed_to_terms !== true)
        errors.add('agreed_to_terms', 'The terms of service must be accepted.');
      const firstName = errors.text(fields, 'first_name', {
        label: 'first name',
        required: role === 'customer',
        max: 100,
      });
      const lastName = errors.text(fields, 'last_name', {
        label: 'last name',
        required: role === 'customer',
        max: 100,
      });
      const businessName = errors.text(fields, 'business_name', {
        label: 'business name',
        required: role === 'business',
        max: 200,
      });
      const imageField = role === 'business' ? 'logo' : 'avatar';
      const otherImage = role === 'business' ? 'avatar' : 'logo';
      if (fields[otherImage] !== undefined)
        errors.add(otherImage, `Only a ${roleLabel(role)} account has a ${otherImage}.`);
      if (image) {
        if (image.size > IMAGE_MAX_BYTES)
          errors.add(imageField, `The ${imageField} may not be larger than 2 MB.`);
        else if (!(await isAcceptedImage(image))) {
          errors.add(imageField, `The ${imageField} must be a JPEG, PNG, WebP, GIF or AVIF image.`);
        }
      }
      if (errors.any || role === null || email === null) return response(422).json(errors.body());

      const now = store.now();
      const id = store.uuid();
      const picture = image ? store.newImage() : null;
      let companyId: string | null = null;
      if (role === 'business') {
        companyId = store.uuid();
        const name = businessName ?? '';
        store.companies.set(companyId, {
          id: companyId,
          slug: `${slugify(name)}-${companyId.slice(0, 4)}`,
          name,
          website: null,
          careers_url: null,
          region: null,
          remote_policy: null,
          company_size: null,
          industry: null,
          location: null,
          description: null,
          technologies: [],
          logo_url: picture?.url ?? null,
          logo_thumb_url: picture?.thumb_url ?? null,
          owner_id: id,
        });
      }
      const account: AccountRecord = {
        user: {
          id,
          role,
          first_name: role === 'customer' ? firstName : null,
          last_name: role === 'customer' ? lastName : null,
          business_name: role === 'business' ? businessName : null,
          email: email.trim(),
          email_verified: false,
          avatar_url: role === 'customer' ? (picture?.url ?? null) : null,
          avatar_thumb_url: role === 'customer' ? (picture?.thumb_url ?? null) : null,
          logo_url: role === 'business' ? (picture?.url ?? null) : null,
          logo_thumb_url: role === 'business' ? (picture?.thumb_url ?? null) : null,
          created_at: toIso(now),
        },
        password,
        profile:
          role === 'customer' ? { headline: null, location: null, bio: null, resume: null } : null,
        company_id: companyId,
        privacy:
          role === 'customer'
            ? {
                profile_visibility: 'applied_only',
                show_email_to_employers: false,
                show_location_to_employers: false,
                show_photo_to_employers: false,
              }
            : { profile_visibility: 'public' },
        notification_settings: makeNotificationSettings(),
        pending_email: null,
      };
      store.accounts.set(id, account);
      store.createVerification(id, account.user.email);
      store.notify(id, {
        kind: 'system',
        title: 'Welcome',
        message: `Welcome to the marketplace! Complete your ${role === 'business' ? 'company ' : ''}profile so ${role === 'business' ? 'job seekers' : 'employers'} know who you are.`,
        link: `/${role === 'business' ? 'b' : 'c'}/settings/profile`,
      });
      const token = store.issueToken(id, {
        device: deviceFromUserAgent(request.headers.get('user-agent')),
      });
      return response(201).json(authAnswer(account, token.token));
    }),

    http.post('/api/v1/auth/logout', ({ request, response }) => {
      const caller = authenticate(ctx, request);
      if (!caller.ok) return response(caller.status).json(caller.body);
      store.tokens.delete(caller.token.token);
      return response(200).json({ message: 'You have been logged out successfully.' });
    }),

    http.get('/api/v1/auth/user', ({ request, response }) => {
      const caller = authenticate(ctx, request);
      if (!caller.ok) return response(caller.status).json(caller.body);
      return response(200).json({
        user: { ...caller.account.user },
        roles: [caller.account.user.role],
      });
    }),
  ];
}

function roleLabel(role: Schemas['Role'] | null): string {
  return role === 'business' ? 'business' : 'customer';
}

/** `Northwind Robotics` → `northwind-robotics`. */
export function slugify(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 90) || 'company'
  );
}
