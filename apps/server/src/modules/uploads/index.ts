/**
 * Avatar (customers) and logo (businesses) calls (R-DATA-1, R-API-5, R-DATA-2): read, upload (images only,
 * checked by content, ≤ 2 MB, re-encoded to 512 px + 96 px WebP without metadata), remove, and
 * another customer's avatar as far as their privacy settings allow.
 */
import { insertImageRow } from '../../services/mediaRows.ts';
import { and, eq, sql } from 'drizzle-orm';
import { defineModule } from '../types.ts';
import { defineHandlers, type AppDeps } from '../../http/context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { requiredFile } from '../../plugins/multipart.ts';
import { imageKeys, mediaUrl } from '../../services/accounts.ts';
import { media, users, type Role } from '../../db/schema.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { sharedWithEmployers } from '../../services/privacy.ts';
import type { UserRow } from '../../services/sessions.ts';
import { companyHolder } from '../../services/companyAccess.ts';
import { z } from 'zod';
import { profileVisibilityValues } from '@hireloop/api/schema';
import { dbEnum } from '../../db/columns.ts';

/** 403 unless `user` has `role` (avatar calls are the customer's, logo calls the business's). */
function requireRole(user: UserRow, role: Role): void {
  if (user.role !== role) throw forbidden(`This action requires the ${role} role.`);
}

/**
 * Replaces the user's image (avatar or logo) with an uploaded one, in one transaction; the old
 * files are deleted after the commit.
 * @throws HttpError 422 on `field` for a file that is not an accepted image or is over 2 MB
 */
export async function replaceImage(
  deps: AppDeps,
  user: UserRow,
  field: 'avatar' | 'logo',
  value: unknown,
  now: Date,
) {
  const file = requiredFile(value, field);
  const image = await deps.media.processImage(file.data, field, user.id);
  await deps.media.saveImage(image);
  const old = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    const [existing] = await tx.select().from(media).where(eq(media.key, image.key));
    const mediaId =
      existing?.id ??
      (await insertImageRow(tx, {
        userId: user.id,
        purpose: field,
        image,
        originalName: file.filename,
        now,
      }));
    await tx
      .update(users)
      .set({ imageMediaId: mediaId, updatedAt: now })
      .where(eq(users.id, user.id));
    if (current?.imageMediaId && current.imageMediaId !== mediaId) {
      const [previous] = await tx
        .delete(media)
        .where(eq(media.id, current.imageMediaId))
        .returning();
      return previous;
    }
    return undefined;
  });
  if (old) await deps.media.removePublic(old.key, old.thumbKey);
  return { url: mediaUrl(image.key), thumbUrl: mediaUrl(image.thumbKey) };
}

/** Removes the user's image, if any (succeeds when there is none). */
export async function removeImage(deps: AppDeps, user: UserRow, now: Date): Promise<void> {
  const old = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!current?.imageMediaId) return undefined;
    await tx.update(users).set({ imageMediaId: null, updatedAt: now }).where(eq(users.id, user.id));
    const [previous] = await tx.delete(media).where(eq(media.id, current.imageMediaId)).returning();
    return previous;
  });
  if (old) await deps.media.removePublic(old.key, old.thumbKey);
}

/** A customer's photo privacy, and whether they applied to the viewer's company. */
const photoPrivacyRow = z.object({
  profile_visibility: dbEnum(profileVisibilityValues),
  show_photo: z.boolean(),
  applied: z.boolean(),
});

/**
 * Whether `viewer` may see the photo of customer `target`: themselves always; anyone else only
 * when the customer shares the photo (services/privacy.ts) and then, with `public`, every
 * signed-in user, with `applied_only`, the businesses the customer applied to.
 */
export async function canSeeCustomer(
  db: DbOrTx,
  viewer: UserRow,
  target: UserRow,
  /** The owner account of the viewer's company when the viewer is a business member (issue 36). */
  viewerCompanyOwnerId: string | null,
): Promise<boolean> {
  if (viewer.id === target.id) return true;
  const [row] = await queryRows(
    db,
    sql`SELECT p.profile_visibility, p.show_photo_to_employers AS show_photo,
               EXISTS (
                 SELECT 1 FROM applications a
                   JOIN postings po ON po.id = a.posting_id
                   JOIN companies co ON co.id = po.company_id
                  WHERE a.user_id = ${target.id} AND co.user_id = ${viewerCompanyOwnerId ?? viewer.id}) AS applied
          FROM privacy_settings p WHERE p.user_id = ${target.id}`,
    photoPrivacyRow,
  );
  if (!row) return false;
  const shared = sharedWithEmployers({
    profileVisibility: row.profile_visibility,
    showEmail: null,
    showLocation: null,
    showPhoto: row.show_photo,
  });
  return shared.photo && (row.profile_visibility === 'public' || row.applied);
}

const handlers = defineHandlers({
  async getAvatar({ user, deps }) {
    requireRole(user, 'customer');
    const keys = await imageKeys(deps.db, user);
    return {
      status: 'success',
      data: { avatar_url: mediaUrl(keys.key), avatar_thumb_url: mediaUrl(keys.thumbKey) },
    };
  },

  async uploadAvatar({ user, deps, body, now }) {
    requireRole(user, 'customer');
    const urls = await replaceImage(
      deps,
      user,
      'avatar',
      (body as { avatar?: unknown }).avatar,
      now,
    );
    return {
      status: 'success',
      message: 'Avatar uploaded successfully',
      data: { avatar_url: urls.url, avatar_thumb_url: urls.thumbUrl },
    };
  },

  async removeAvatar({ user, deps, now }) {
    requireRole(user, 'customer');
    await removeImage(deps, user, now);
    return { status: 'success', message: 'Avatar removed successfully' };
  },

  async getLogo({ user: me, deps, auth }) {
    requireRole(me, 'business');
    const user = await companyHolder(deps.db, me, auth?.company ?? null);
    const keys = await imageKeys(deps.db, user);
    return {
      status: 'success',
      data: { data: { logo_url: mediaUrl(keys.key), logo_thumb_url: mediaUrl(keys.thumbKey) } },
    };
  },

  async uploadLogo({ user: me, deps, auth, body, now }) {
    requireRole(me, 'business');
    const user = await companyHolder(deps.db, me, auth?.company ?? null);
    const urls = await replaceImage(deps, user, 'logo', (body as { logo?: unknown }).logo, now);
    return {
      status: 'success',
      message: 'Logo uploaded successfully',
      data: { logo_url: urls.url, logo_thumb_url: urls.thumbUrl },
    };
  },

  async removeLogo({ user: me, deps, auth, now }) {
    requireRole(me, 'business');
    const user = await companyHolder(deps.db, me, auth?.company ?? null);
    await removeImage(deps, user, now);
    return { status: 'success', message: 'Logo removed successfully' };
  },

  async getUserAvatar({ params, user, auth, deps }) {
    const [target] = await deps.db
      .select()
      .from(users)
      .where(
        and(
          eq(users.id, params.userId),
          eq(users.role, 'customer'),
          sql`${users.deletedAt} IS NULL`,
        ),
      );
    if (!target || !(await canSeeCustomer(deps.db, user, target, auth?.company?.ownerId ?? null)))
      throw notFound();
    const keys = await imageKeys(deps.db, target);
    return {
      status: 'success',
      data: { avatar_url: mediaUrl(keys.key), avatar_thumb_url: mediaUrl(keys.thumbKey) },
    };
  },
});

export default defineModule({ name: 'uploads', handlers });
