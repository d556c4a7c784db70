/**
 * Group `uploads` (spec §3, §7): a customer's avatar and a business's logo (JPEG, PNG, WebP, GIF or
 * AVIF recognised by content, at most 2 MB), their removal, and another customer's avatar as far as
 * that customer's privacy settings allow (404 otherwise, like an unknown id).
 */
import type { HttpHandler } from 'msw';
import type { MockStore } from '../store.ts';
import type { AccountRecord } from '../types.ts';
import {
  FieldErrors,
  IMAGE_MAX_BYTES,
  authenticate,
  authorizeRole,
  fileField,
  isAcceptedImage,
  readForm,
  uuidParam,
  type HandlerContext,
} from './shared.ts';

/** Checks an uploaded image field; answers the file or records the error. */
async function readImage(
  form: FormData,
  field: 'avatar' | 'logo',
  errors: FieldErrors,
): Promise<File | null> {
  errors.onlyKnown(Object.fromEntries([...form.keys()].map((key) => [key, true])), [field]);
  const file = fileField(form, field);
  if (!file) errors.add(field, `The ${field} field is required.`);
  else if (file.size > IMAGE_MAX_BYTES)
    errors.add(field, `The ${field} may not be larger than 2 MB.`);
  else if (!(await isAcceptedImage(file)))
    errors.add(field, `The ${field} must be a JPEG, PNG, WebP, GIF or AVIF image.`);
  return errors.any ? null : file;
}

/** Whether `viewer` may see the avatar of customer `owner` (privacy settings, see getPrivacySettings). */
function avatarVisible(store: MockStore, viewer: AccountRecord, owner: AccountRecord): boolean {
  if (viewer.user.id === owner.user.id) return true;
  switch (owner.privacy.profile_visibility) {
    case 'public':
      return true;
    case 'hidden':
      return false;
    case 'applied_only':
      if (viewer.company_id === null) return false;
      return [...store.applications.values()].some(
        (application) =>
          application.user_id === owner.user.id &&
          store.postings.get(application.posting_id)?.company_id === viewer.company_id,
      );
  }
}

/** Handlers of the `uploads` group over `ctx.store`. */
export function uploadsHandlers(ctx: HandlerContext): HttpHandler[] {
  const { http, store } = ctx;
  return [
    http.get('/api/v1/uploads/avatar', ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const { avatar_url, avatar_thumb_url } = caller.account.user;
      return response(200).json({ status: 'success', data: { avatar_url, avatar_thumb_url } });
    }),

    http.post('/api/v1/uploads/avatar', async ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const form = await readForm(request);
      if (!form.ok) return response(form.status).json(form.body);
      const errors = new FieldErrors();
      const file = await readImage(form.value, 'avatar', errors);
      if (!file) return response(422).json(errors.body());
      const image = store.newImage();
      caller.account.user.avatar_url = image.url;
      caller.account.user.avatar_thumb_url = image.thumb_url;
      return response(200).json({
        status: 'success',
        message: 'Avatar uploaded successfully',
        data: { avatar_url: image.url, avatar_thumb_url: image.thumb_url },
      });
    }),

    http.post('/api/v1/uploads/avatar/remove', ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      caller.account.user.avatar_url = null;
      caller.account.user.avatar_thumb_url = null;
      return response(200).json({ status: 'success', message: 'Avatar removed successfully' });
    }),

    http.get('/api/v1/uploads/logo', ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'business');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const { logo_url, logo_thumb_url } = caller.account.user;
      return response(200).json({
        status: 'success',
        data: { data: { logo_url, logo_thumb_url } },
      });
    }),

    http.post('/api/v1/uploads/logo', async ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'business');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const form = await readForm(request);
      if (!form.ok) return response(form.status).json(form.body);
      const errors = new FieldErrors();
      const file = await readImage(form.value, 'logo', errors);
      if (!file) return response(422).json(errors.body());
      const image = store.newImage();
      caller.account.user.logo_url = image.url;
      caller.account.user.logo_thumb_url = image.thumb_url;
      const company = caller.account.company_id
        ? store.companies.get(caller.account.company_id)
        : undefined;
      if (company) {
        company.logo_url = image.url;
        company.logo_thumb_url = image.thumb_url;
      }
      return response(200).json({
        status: 'success',
        message: 'Logo uploaded successfully',
        data: { logo_url: image.url, logo_thumb_url: image.thumb_url },
      });
    }),

    http.post('/api/v1/uploads/logo/remove', ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'business');
      if (!caller.ok) return response(caller.status).json(caller.body);
      caller.account.user.logo_url = null;
      caller.account.user.logo_thumb_url = null;
      const company = caller.account.company_id
        ? store.companies.get(caller.account.company_id)
        : undefined;
      if (company) {
        company.logo_url = null;
        company.logo_thumb_url = null;
      }
      return response(200).json({ status: 'success', message: 'Logo removed successfully' });
    }),

    http.get('/api/v1/uploads/{userId}/avatar', ({ request, params, response }) => {
      const caller = authenticate(ctx, request);
      if (!caller.ok) return response(caller.status).json(caller.body);
      const userId = uuidParam('userId', params.userId);
      if (!userId.ok) return response(userId.status).json(userId.body);
      const owner = store.account(userId.value);
      if (
        !owner ||
        owner.user.role !== 'customer' ||
        !avatarVisible(store, caller.account, owner)
      ) {
        return response(404).json({ message: 'Not found.' });
      }
      const { avatar_url, avatar_thumb_url } = owner.user;
      return response(200).json({ status: 'success', data: { avatar_url, avatar_thumb_url } });
    }),
  ];
}
