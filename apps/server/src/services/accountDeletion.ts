/**
 * Account deletion (settings → account): one transaction that removes or anonymises everything of
 * the user. The users row stays as a tombstone (e-mail replaced, password unusable, `deleted_at`)
 * so other people's records keep their shape.
 * - Each server module first removes what it owns through its `onAccountDeleted` hook (the
 *   marketplace: applications, saved jobs, job views, postings and the company profile; see
 *   modules/marketplace/account.ts). Nothing here repeats that work.
 * - Then this service removes the account's own rows: a customer's profile, sessions and tokens,
 *   notifications, notification and privacy settings, e-mail verifications, the stored e-mails
 *   sent to the person, images and files. test/account-data-coverage.test.ts lists every table
 *   holding a user id and fails when a new one is neither removed here nor kept for a reason.
 * Files (images, resumes) are deleted after the commit.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  customerProfiles,
  emailVerifications,
  userTwoFactors,
  passwordResets,
  media,
  notificationSettings,
  notifications,
  outboundEmails,
  personalAccessTokens,
  privacySettings,
  users,
} from '../db/schema.ts';
import type { Notifier } from './notifications.ts';
import type { MediaStore } from './media.ts';
import type { UserRow } from './sessions.ts';
import type { ServerModule } from '../modules/types.ts';

/** Deletes (anonymises) `user`'s account; see the module comment. */
export async function deleteAccount(options: {
  db: Db;
  user: UserRow;
  now: Date;
  notifier: Notifier;
  media: MediaStore;
  modules: readonly ServerModule[];
}): Promise<void> {
  const { db, user, now, notifier } = options;
  const files = await db.transaction(async (tx) => {
    for (const module of options.modules)
      await module.onAccountDeleted?.(tx, user, { now, notifier });

    if (user.role === 'customer')
      await tx.delete(customerProfiles).where(eq(customerProfiles.userId, user.id));

    await tx.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, user.id));
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx.delete(notificationSettings).where(eq(notificationSettings.userId, user.id));
    await tx.delete(privacySettings).where(eq(privacySettings.userId, user.id));
    await tx.delete(emailVerifications).where(eq(emailVerifications.userId, user.id));
    await tx.delete(userTwoFactors).where(eq(userTwoFactors.userId, user.id));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    // Stored e-mails name the person (address, text): those sent to them or about them go,
    // delivered or not.
    await tx
      .delete(outboundEmails)
      .where(
        or(
          eq(outboundEmails.userId, user.id),
          eq(sql`lower(${outboundEmails.to})`, user.email.toLowerCase()),
        ),
      );
    await tx
      .update(users)
      .set({
        email: `deleted-${user.id}@deleted.invalid`,
        passwordHash: '!deleted',
        firstName: user.role === 'customer' ? 'Deleted' : null,
        lastName: user.role === 'customer' ? 'user' : null,
        imageMediaId: null,
        emailVerifiedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    // Resumes still attached to other people's records were detached above; every file goes.
    return tx
      .delete(media)
      .where(eq(media.userId, user.id))
      .returning({ key: media.key, thumbKey: media.thumbKey, purpose: media.purpose });
  });

  for (const file of files) {
    if (file.purpose === 'resume') await options.media.removePrivate(file.key);
    else await options.media.removePublic(file.key, file.thumbKey);
  }
}
