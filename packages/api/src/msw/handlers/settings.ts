/**
 * Group `settings` (spec §2 settings tabs profile, privacy, security, notifications, account; §7
 * notification settings): every call under `/api/v1/{area}/settings/...`, where `{area}` must be the
 * caller's (`b` business, `c` customer; 403 otherwise). Envelopes `{status: 'success', message,
 * data}`; notification settings answer "Settings updated successfully" on save (spec §8).
 */
import { passwordProblems } from '../../rules.ts';
import {
  companySizeValues,
  notificationFrequencyValues,
  notificationKindValues,
  profileVisibilityValues,
} from '../../generated/schema.ts';
import type { HttpHandler } from 'msw';
import { toIso } from '../fixtures.ts';
import type { MockStore } from '../store.ts';
import type { AccountRecord, Area, Schemas } from '../types.ts';
import {
  FieldErrors,
  RESUME_MAX_BYTES,
  authorizeArea,
  fileField,
  isEmail,
  isMultipart,
  isPdf,
  isRecord,
  printable,
  readForm,
  readJson,
  uuidParam,
  type HandlerContext,
} from './shared.ts';

const CUSTOMER_PROFILE_FIELDS = ['first_name', 'last_name', 'headline', 'location', 'bio'] as const;
const BUSINESS_PROFILE_FIELDS = [
  'business_name',
  'website',
  'industry',
  'size',
  'location',
  'description',
] as const;

/** The profile of the account's role as the settings tab shows it. */
export function profileOf(
  store: MockStore,
  account: AccountRecord,
): Schemas['CustomerProfile'] | Schemas['BusinessProfile'] {
  if (account.user.role === 'customer') {
    const profile = account.profile ?? { headline: null, location: null, bio: null, resume: null };
    return {
      first_name: account.user.first_name ?? '',
      last_name: account.user.last_name ?? '',
      headline: profile.headline,
      location: profile.location,
      bio: profile.bio,
      resume: profile.resume === null ? null : { ...profile.resume },
    };
  }
  const company = account.company_id ? store.companies.get(account.company_id) : undefined;
  return {
    business_name: company?.name ?? account.user.business_name ?? '',
    website: company?.website ?? null,
    industry: company?.industry ?? null,
    size: company?.company_size ?? null,
    location: company?.location ?? null,
    description: company?.description ?? null,
  };
}

/** The privacy settings as the area's role has them (businesses: visibility only). */
function privacyOf(account: AccountRecord): Schemas['PrivacySettings'] {
  if (account.user.role === 'business')
    return { profile_visibility: account.privacy.profile_visibility };
  return {
    profile_visibility: account.privacy.profile_visibility,
    show_email_to_employers: account.privacy.show_email_to_employers ?? false,
    show_location_to_employers: account.privacy.show_location_to_employers ?? false,
    show_photo_to_employers: account.privacy.show_photo_to_employers ?? false,
  };
}

function accountSettings(account: AccountRecord): Schemas['AccountSettings'] {
  return {
    email: account.user.email,
    email_verified: account.user.email_verified,
    pending_email: account.pending_email,
  };
}

function notificationSettingsOf(account: AccountRecord): Schemas['NotificationSettings'] {
  const { settings, frequency } = account.notification_settings;
  return {
    frequency,
    settings: Object.fromEntries(
      notificationKindValues.map((kind) => [kind, { ...settings[kind] }]),
    ),
  };
}

/** Handlers of the `settings` group over `ctx.store`. */
export function settingsHandlers(ctx: HandlerContext): HttpHandler[] {
  const { http, store } = ctx;

  /** Customer profile fields of a JSON or multipart body; records the errors. */
  const readCustomerProfile = (
    fields: Record<string, unknown>,
    errors: FieldErrors,
    multipart: boolean,
  ) => {
    errors.onlyKnown(
      fields,
      multipart ? [...CUSTOMER_PROFILE_FIELDS, 'resume', 'remove_resume'] : CUSTOMER_PROFILE_FIELDS,
    );
    return {
      first_name: errors.text(fields, 'first_name', {
        label: 'first name',
        required: true,
        max: 100,
      }),
      last_name: errors.text(fields, 'last_name', { label: 'last name', required: true, max: 100 }),
      headline: errors.text(fields, 'headline', { label: 'headline', max: 150 }),
      location: errors.text(fields, 'location', { label: 'location', max: 200 }),
      bio: errors.text(fields, 'bio', { label: 'bio', max: 2000, multiline: true }),
    };
  };

  return [
    // ---------------------------------------------------------------- notification settings
    http.get('/api/v1/{area}/settings/notification', ({ request, params, response }) => {
      const caller = authorizeArea(ctx, request, params.area);
      if (!caller.ok) return response(caller.status).json(caller.body);
      return response(200).json({
        status: 'success',
        message: 'Settings retrieved successfully',
        data: notificationSettingsOf(caller.account),
      });
    }),

    http.put('/api/v1/{area}/settings/notification', async ({ request, params, response }) => {
      const caller = authorizeArea(ctx, request, params.area);
      if (!caller.ok) return response(caller.status).json(caller.body);
      const body = await readJson(request);
      if (!body.ok) return response(body.status).json(body.body);
      const errors = new FieldErrors();
      errors.onlyKnown(body.value, ['settings', 'frequency']);
      const frequency = errors.oneOf(
        body.value,
        'frequency',
        notificationFrequencyValues,
        'frequency',
      );
      if (body.value.frequency === undefined)
        errors.add('frequency', 'The frequency field is required.');
      const settings = body.value.settings;
      const changes: Partial<Record<Schemas['NotificationKind'], Schemas['ChannelPreference']>> =
        {};
      if (!isRecord(settings)) {
        errors.add('settings', 'The settings field is required.');
      } else {
        for (const [kind, value] of Object.entries(settings)) {
          if (!(notificationKindValues as readonly string[]).includes(kind)) {
            errors.add(`settings.${kind}`, `Unknown kind of notification: ${printable(kind)}.`);
          } else if (
            !isRecord(value) ||
            typeof value.in_app !== 'boolean' ||
            typeof value.email !== 'boolean'
          ) {
            errors.add(`settings.${kind}`, 'Each kind needs in_app and email, true or false.');
          } else {
            changes[kind as Schemas['NotificationKind']] = {
              in_app: value.in_app,
              email: value.email,
            };
          }
        }
      }
      if (errors.any || frequency === null) return response(422).json(errors.body());
      const saved = caller.account.notification_settings;
      saved.frequency = frequency;
      saved.settings = { ...saved.settings, ...changes };
      return response(200).json({
        status: 'success',
        message: 'Settings updated successfully',
        data: notificationSettingsOf(caller.account),
      });
    }),

    // ---------------------------------------------------------------- profile
    http.get('/api/v1/{area}/settings/profile', ({ request, params, response }) => {
      const caller = authorizeArea(ctx, request, params.area);
      if (!caller.ok) return response(caller.status).json(caller.body);
      return response(200).json({
        status: 'success',
        message: 'Profile retrieved successfully',
        data: profileOf(store, caller.account),
      });
    }),

    http.put('/api/v1/{area}/settings/profile', async ({ request, params, response }) => {
      const caller = authorizeArea(ctx, request, params.area);
      if (!caller.ok) return response(caller.status).json(caller.body);
      const { account } = caller;
      const errors = new FieldErrors();

      if (caller.area === 'c') {
        let fields: Record<string, unknown>;
        let resume: File | null = null;
        let removeResume = false;
        const multipart = isMultipart(request);
        if (multipart) {
          const form = await readForm(request);
          if (!form.ok) return response(form.status).json(form.body);
          fields = {};
          for (const [key, value] of form.value) if (typeof value === 'string') fields[key] = value;
          resume = fileField(form.value, 'resume');
          if (resume) fields.resume = true;
          removeResume = fields.remove_resume === 'true';
        } else {
          const body = await readJson(request);
          if (!body.ok) return response(body.status).json(body.body);
          fields = body.value;
        }
        const profile = readCustomerProfile(fields, errors, multipart);
        if (resume && (resume.size > RESUME_MAX_BYTES || !(await isPdf(resume)))) {
          errors.add('resume', 'The resume must be a PDF file of at most 5 MB.');
        }
        if (errors.any || profile.first_name === null || profile.last_name === null) {
          return response(422).json(errors.body());
        }
        account.user.first_name = profile.first_name;
        account.user.last_name = profile.last_name;
        const current = account.profile ?? {
          headline: null,
          location: null,
          bio: null,
          resume: null,
        };
        account.profile = {
          headline: profile.headline,
          location: profile.location,
          bio: profile.bio,
          resume: resume
            ? {
                filename: resume.name || 'resume.pdf',
                size_bytes: resume.size,
                uploaded_at: toIso(store.now()),
              }
            : removeResume
              ? null
              : current.resume,
        };
      } else {
        if (isMultipart(request)) {
          errors.add('body', 'A company profile is sent as JSON.');
          return response(422).json(errors.body());
        }
        const body = await readJson(request);
        if (!body.ok) return response(body.status).json(body.body);
        errors.onlyKnown(body.value, BUSINESS_PROFILE_FIELDS);
        const name = errors.text(body.value, 'business_name', {
          label: 'business name',
          required: true,
          max: 200,
        });
        const website = errors.text(body.value, 'website', { label: 'website', max: 2048 });
        if (website !== null && !/^https?:\/\/[^\s]+$/.test(website)) {
          errors.add('website', 'The website must be a URL starting with http:// or https://.');
        }
        const industry = errors.text(body.value, 'industry', { label: 'industry', max: 100 });
        const size = errors.oneOf(body.value, 'size', companySizeValues, 'size');
        const location = errors.text(body.value, 'location', { label: 'location', max: 200 });
        const description = errors.text(body.value, 'description', {
          label: 'description',
          max: 20_000,
          multiline: true,
        });
        if (errors.any || name === null) return response(422).json(errors.body());
        account.user.business_name = name;
        const company = account.company_id ? store.companies.get(account.company_id) : undefined;
        if (company) {
          Object.assign(company, {
            name,
            website,
            industry,
            company_size: size,
            location,
            description,
          });
        }
      }
      return response(200).json({
        status: 'success',
        message: 'Profile updated successfully',
        data: profileOf(store, account),
      });
    }),

    // ---------------------------------------------------------------- privacy
    http.get('/api/v1/{area}/settings/privacy', ({ request, params, response }) => {
      const caller = authorizeArea(ctx, request, params.area);
      if (!caller.ok) return response(caller.status).json(caller.body);
      return response(200).json({
        status: 'success',
        message: 'Privacy settings retrieved successfully',
        data: privacyOf(caller.account),
      });
    }),

    http.put('/api/v1/{area}/settings/privacy', async ({ request, params, response }) => {
      const caller = authorizeArea(ctx, request, params.area);
      if (!caller.ok) return response(caller.status).json(caller.body);
      const body = await readJson(request);
      if (!body.ok) return response(body.status).json(body.body);
      const errors = new FieldErrors();
      errors.onlyKnown(body.value, [
        'profile_visibility',
        'show_email_to_employers',
        'show_location_to_employers',
        'show_photo_to_employers',
      ]);
      if (Object.keys(body.value).length === 0)
        errors.add('body', 'Send at least one setting to change.');
      const visibility = errors.oneOf(
        body.value,
        'profile_visibility',
        profileVisibilityValues,
        'profile visibility',
      );
      const showEmail = errors.boolean(
        body.value,
        'show_email_to_employers',
        'show e-mail to employers',
      );
      const showLocation = errors.boolean(
        body.value,
        'show_location_to_employers',
        'show location to employers',
      );
      const showPhoto = errors.boolean(
        body.value,
        'show_photo_to_employers',
        'show photo to employers',
      );
      if (caller.area === 'b') {
        for (const field of [
          'show_email_to_employers',
          'show_location_to_employers',
          'show_photo_to_employers',
        ]) {
          if (field in body.value) errors.add(field, 'Only customers have this setting.');
        }
      }
      if (errors.any) return response(422).json(errors.body());
      const privacy = caller.account.privacy;
      if (visibility !== null) privacy.profile_visibility = visibility;
      if (showEmail !== undefined) privacy.show_email_to_employers = showEmail;
      if (showLocation !== undefined) privacy.show_location_to_employers = showLocation;
      if (showPhoto !== undefined) privacy.show_photo_to_employers = showPhoto;
      return response(200).json({
        status: 'success',
        message: 'Privacy settings updated successfully',
        data: privacyOf(caller.account),
      });
    }),

    // ---------------------------------------------------------------- security
    http.put('/api/v1/{area}/settings/security/password', async ({ request, params, response }) => {
      const caller = authorizeArea(ctx, request, params.area);
      if (!caller.ok) return response(caller.status).json(caller.body);
      const body = await readJson(request);
      if (!body.ok) return response(body.status).json(body.body);
      const errors = new FieldErrors();
      errors.onlyKnown(body.value, ['current_password', 'password', 'password_confirmation']);
      const current = body.value.current_password;
      if (typeof current !== 'string' || current === '') {
        errors.add('current_password', 'The current password field is required.');
      } else if (current !== caller.account.password) {
        errors.add('current_password', 'The current password is incorrect.');
      }
      const password = typeof body.value.password === 'string' ? body.value.password : '';
      if (password === '') errors.add('password', 'The password field is required.');
      else if (password.length > 128)
        errors.add('password', 'The password may not be longer than 128 characters.');
      else for (const message of passwordProblems(password)) errors.add('password', message);
      if (body.value.password_confirmation !== password) {
        errors.add('password_confirmation', 'The password confirmation does not match.');
      }
      if (errors.any) return response(422).json(errors.body());
      caller.account.password = password;
      let signedOut = 0;
      for (const [token, record] of store.tokens) {
        if (record.user_id === caller.account.user.id && token !== caller.token.token) {
          store.tokens.delete(token);
          signedOut += 1;
        }
      }
      return response(200).json({
        status: 'success',
        message: 'Password changed successfully',
        data: { signed_out_sessions: signedOut },
      });
    }),

    http.get('/api/v1/{area}/settings/security/sessions', ({ request, params, response }) => {
      const caller = authorizeArea(ctx, request, params.area);
      if (!caller.ok) return response(caller.status).json(caller.body);
      return response(200).json({
        status: 'success',
        message: 'Sessions retrieved successfully',
        data: store.sessionsOf(caller.account.user.id, caller.token.token),
      });
    }),

    http.delete(
      '/api/v1/{area}/settings/security/sessions/{id}',
      ({ request, params, response }) => {
        const caller = authorizeArea(ctx, request, params.area);
        if (!caller.ok) return response(caller.status).json(caller.body);
        const id = uuidParam('id', params.id);
        if (!id.ok) return response(id.status).json(id.body);
        const session = [...store.tokens.values()].find(
          (token) => token.session_id === id.value && token.user_id === caller.account.user.id,
        );
        if (!session) return response(404).json({ message: 'Not found.' });
        if (session.token === caller.token.token) {
          return response(409).json({
            message: 'This is your current session. Use Logout to end it.',
          });
        }
        store.tokens.delete(session.token);
        return response(200).json({ status: 'success', message: 'Session signed out', data: null });
      },
    ),

    // ---------------------------------------------------------------- account
    http.get('/api/v1/{area}/settings/account', ({ request, params, response }) => {
      const caller = authorizeArea(ctx, request, params.area);
      if (!caller.ok) return response(caller.status).json(caller.body);
      return response(200).json({
        status: 'success',
        message: 'Account retrieved successfully',
        data: accountSettings(caller.account),
      });
    }),

    // Canned: the link is "sent" to the address waiting for verification; no rate limit here
    // (the server's limit is tested against the server).
    http.post(
      '/api/v1/{area}/settings/account/verification-email',
      ({ request, params, response }) => {
        const caller = authorizeArea(ctx, request, params.area);
        if (!caller.ok) return response(caller.status).json(caller.body);
        const account = accountSettings(caller.account);
        const email = account.pending_email ?? (account.email_verified ? null : account.email);
        if (email === null)
          return response(409).json({ message: 'Your e-mail address is already verified.' });
        return response(200).json({
          status: 'success',
          message: `We sent a new verification link to ${email}.`,
          data: account,
        });
      },
    ),

    http.delete('/api/v1/{area}/settings/account', async ({ request, params, response }) => {
      const caller = authorizeArea(ctx, request, params.area);
      if (!caller.ok) return response(caller.status).json(caller.body);
      const body = await readJson(request);
      if (!body.ok) return response(body.status).json(body.body);
      const password = body.value.password;
      if (typeof password !== 'string' || password === '') {
        const message = 'The password field is required.';
        return response(422).json({ message, errors: { password: [message] } });
      }
      if (password !== caller.account.password) {
        const message = 'The password is incorrect.';
        return response(422).json({ message, errors: { password: [message] } });
      }
      store.deleteAccount(caller.account.user.id);
      return response(200).json({
        status: 'success',
        message: 'Your account has been deleted.',
        data: null,
      });
    }),

    http.put('/api/v1/{area}/settings/account/email', async ({ request, params, response }) => {
      const caller = authorizeArea(ctx, request, params.area);
      if (!caller.ok) return response(caller.status).json(caller.body);
      const body = await readJson(request);
      if (!body.ok) return response(body.status).json(body.body);
      const errors = new FieldErrors();
      errors.onlyKnown(body.value, ['email', 'password']);
      const email = errors.text(body.value, 'email', { label: 'email', required: true, max: 254 });
      const { account } = caller;
      if (email !== null) {
        if (!isEmail(email)) errors.add('email', 'The email field must be a valid email address.');
        else if (email.toLowerCase() === account.user.email.toLowerCase()) {
          errors.add('email', 'This is already your e-mail address.');
        } else if (store.emailTaken(email, account.user.id)) {
          errors.add('email', 'This e-mail address is already registered.');
        }
      }
      const password = body.value.password;
      if (typeof password !== 'string' || password === '')
        errors.add('password', 'The password field is required.');
      else if (password !== account.password) errors.add('password', 'The password is incorrect.');
      if (errors.any || email === null) return response(422).json(errors.body());
      account.pending_email = email.trim();
      store.createVerification(account.user.id, account.pending_email);
      return response(200).json({
        status: 'success',
        message: `We sent a verification link to ${account.pending_email}.`,
        data: accountSettings(account),
      });
    }),

    http.post(
      '/api/v1/{area}/settings/account/verify-email/{token}',
      ({ request, params, response }) => {
        const caller = authorizeArea(ctx, request, params.area);
        if (!caller.ok) return response(caller.status).json(caller.body);
        const token = params.token;
        if (token.length < 32 || token.length > 128 || !/^[A-Za-z0-9_-]+$/.test(token)) {
          const message = 'The token parameter is not a verification code.';
          return response(400).json({ message, errors: { token: [message] } });
        }
        const { account } = caller;
        const link = store.verifications.get(token);
        const stale =
          link !== undefined &&
          link.email.toLowerCase() !== account.user.email.toLowerCase() &&
          link.email.toLowerCase() !== account.pending_email?.toLowerCase();
        if (!link || link.user_id !== account.user.id || stale)
          return response(404).json({ message: 'Not found.' });
        if (link.expires_at <= store.now()) {
          const message = 'This verification link has expired. Request a new one.';
          return response(422).json({ message, errors: { token: [message] } });
        }
        store.verifications.delete(token);
        if (
          account.pending_email !== null &&
          link.email.toLowerCase() === account.pending_email.toLowerCase()
        ) {
          account.user.email = account.pending_email;
          account.pending_email = null;
        }
        account.user.email_verified = true;
        return response(200).json({
          status: 'success',
          message: 'Your e-mail address is verified.',
          data: accountSettings(account),
        });
      },
    ),

    http.get('/api/v1/{area}/settings/account/export', ({ request, params, response }) => {
      const caller = authorizeArea(ctx, request, params.area);
      if (!caller.ok) return response(caller.status).json(caller.body);
      const data = exportOf(store, caller.account, caller.token.token, caller.area);
      return response(200).json(
        { status: 'success', message: 'Export created', data },
        {
          headers: {
            'Content-Disposition': `attachment; filename="marketplace-export-${data.exported_at.slice(0, 10)}.json"`,
          },
        },
      );
    }),
  ];
}

/** Everything the store keeps about the account (`AccountExport`). */
function exportOf(
  store: MockStore,
  account: AccountRecord,
  currentToken: string,
  area: Area,
): Schemas['AccountExport'] {
  const userId = account.user.id;
  const isCustomer = area === 'c';
  return {
    exported_at: toIso(store.now()),
    user: { ...account.user },
    profile: profileOf(store, account),
    privacy: privacyOf(account),
    notification_settings: notificationSettingsOf(account),
    sessions: store.sessionsOf(userId, currentToken),
    notifications: store
      .notificationsOf(userId)
      .map(({ user_id: _user, ...notification }) => notification),
    applications: isCustomer
      ? [...store.applications.values()]
          .filter((application) => application.user_id === userId)
          .map((application) => store.toCustomerApplication(application))
      : [],
    bookmarks: isCustomer
      ? store.bookmarks.flatMap((bookmark) => {
          const posting =
            bookmark.user_id === userId ? store.postings.get(bookmark.job_id) : undefined;
          return posting ? [store.toJobSummary(posting, userId)] : [];
        })
      : [],
    postings: isCustomer
      ? []
      : [...store.postings.values()]
          .filter((posting) => posting.company_id === account.company_id)
          .map((posting) => store.toPosting(posting)),
  };
}
