/**
 * The privacy tab: who sees the profile and what is shared with employers.
 * Every call acts on the signed-in user only (the gate checked that `{area}` is their role).
 */
import { eq } from 'drizzle-orm';
import { defineHandlers } from '../../http/context.ts';
import { validationError } from '../../lib/errors.ts';
import { privacySettings } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Schema } from '../../contract/types.ts';
import { type UserRow } from '../../services/sessions.ts';
import { SHARE_WITH_EMPLOYERS_DEFAULT } from '../../services/privacy.ts';
import { SUCCESS } from './shared.ts';
import { companyHolder } from '../../services/companyAccess.ts';

/** The user's privacy settings, defaults where none are stored. */
export async function privacyOf(db: DbOrTx, user: UserRow): Promise<Schema<'PrivacySettings'>> {
  const [row] = await db.select().from(privacySettings).where(eq(privacySettings.userId, user.id));
  const visibility =
    row?.profileVisibility ?? (user.role === 'business' ? 'public' : 'applied_only');
  if (user.role === 'business') return { profile_visibility: visibility };
  return {
    profile_visibility: visibility,
    show_email_to_employers: row?.showEmailToEmployers ?? SHARE_WITH_EMPLOYERS_DEFAULT,
    show_location_to_employers: row?.showLocationToEmployers ?? SHARE_WITH_EMPLOYERS_DEFAULT,
    show_photo_to_employers: row?.showPhotoToEmployers ?? SHARE_WITH_EMPLOYERS_DEFAULT,
  };
}

/** Handlers of the privacy tab. */
export const privacyHandlers = defineHandlers({
  async getPrivacySettings({ user: me, deps, auth }) {
    const user = await companyHolder(deps.db, me, auth?.company ?? null);
    return {
      status: SUCCESS,
      message: 'Privacy settings retrieved successfully',
      data: await privacyOf(deps.db, user),
    };
  },

  async updatePrivacySettings({ user: me, deps, auth, body, now }) {
    // A business's setting is its company's visibility, held by the owner's account (issue 36).
    const user = await companyHolder(deps.db, me, auth?.company ?? null);
    if (user.role === 'business') {
      const extra = Object.keys(body).filter((k) => k !== 'profile_visibility');
      if (extra.length)
        throw validationError(
          Object.fromEntries(extra.map((k) => [k, ['This setting exists for customers only.']])),
        );
    }
    const current = await privacyOf(deps.db, user);
    const values = {
      profileVisibility: body.profile_visibility ?? current.profile_visibility,
      showEmailToEmployers:
        body.show_email_to_employers ??
        current.show_email_to_employers ??
        SHARE_WITH_EMPLOYERS_DEFAULT,
      showLocationToEmployers:
        body.show_location_to_employers ??
        current.show_location_to_employers ??
        SHARE_WITH_EMPLOYERS_DEFAULT,
      showPhotoToEmployers:
        body.show_photo_to_employers ??
        current.show_photo_to_employers ??
        SHARE_WITH_EMPLOYERS_DEFAULT,
      updatedAt: now,
    };
    await deps.db
      .insert(privacySettings)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: privacySettings.userId, set: values });
    return {
      status: SUCCESS,
      message: 'Privacy settings updated successfully',
      data: await privacyOf(deps.db, user),
    };
  },
});
