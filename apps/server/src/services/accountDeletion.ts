/**
 * Account deletion (settings → account): one transaction that removes or anonymises everything of
 * the user. The users row stays as a tombstone (e-mail replaced, password unusable, `deleted_at`)
 * so other people's records keep their shape:
 * - a customer's open applications are withdrawn (timeline entry), their cover letters and resumes
 *   removed; bookmarks, job views, profile, resume go;
 * - a business's published postings are closed, their open applications closed with
 *   `closed_reason: company_removed` and the applicants notified; drafts are deleted; the company
 *   leaves Browse Companies (no privacy row, owner deleted) and its descriptive fields are cleared;
 * - for both: sessions, notifications, settings, e-mail verifications, images.
 * Files (images, resumes) are deleted after the commit.
 */
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  applicationEvents,
  applications,
  bookmarks,
  companies,
  customerProfiles,
  emailVerifications,
  jobViews,
  media,
  notificationSettings,
  notifications,
  personalAccessTokens,
  postings,
  privacySettings,
  users,
} from '../db/schema.ts';
import type { Notifier } from './notifications.ts';
import type { MediaStore } from './media.ts';
import type { UserRow } from './sessions.ts';
import type { ServerModule } from '../modules/types.ts';

/** Application statuses after which nothing more happens. */
const FINAL_STATUSES = ['hired', 'rejected', 'withdrawn'] as const;

/** Deletes (anonymises) `user`'s account; see the module comment. */
export async function deleteAccount(options: {
  db: Db;
  user: UserRow;
  now: Date;
  notifier: Notifier;
  media: MediaStore;
  modules: ServerModule[];
}): Promise<void> {
  const { db, user, now, notifier } = options;
  const files = await db.transaction(async (tx) => {
    for (const module of options.modules)
      await module.onAccountDeleted?.(tx, user, { now, notifier });

    if (user.role === 'customer') {
      const open = await tx
        .update(applications)
        .set({ status: 'withdrawn', updatedAt: now })
        .where(
          and(
            eq(applications.userId, user.id),
            notInArray(applications.status, [...FINAL_STATUSES]),
          ),
        )
        .returning({ id: applications.id, postingId: applications.postingId });
      if (open.length) {
        await tx.insert(applicationEvents).values(
          open.map((a) => ({
            applicationId: a.id,
            status: 'withdrawn' as const,
            note: null,
            actorId: null,
            createdAt: now,
          })),
        );
      }
      await tx
        .update(applications)
        .set({ coverLetter: null, resumeMediaId: null, updatedAt: now })
        .where(eq(applications.userId, user.id));
      await tx.delete(bookmarks).where(eq(bookmarks.userId, user.id));
      await tx.delete(jobViews).where(eq(jobViews.userId, user.id));
      await tx.delete(customerProfiles).where(eq(customerProfiles.userId, user.id));
    } else {
      const [company] = await tx.select().from(companies).where(eq(companies.userId, user.id));
      if (company) {
        const closing = await tx
          .update(postings)
          .set({ status: 'closed', closedAt: now, updatedAt: now })
          .where(and(eq(postings.companyId, company.id), eq(postings.status, 'published')))
          .returning({ id: postings.id, title: postings.title, companyName: postings.companyName });
        if (closing.length) {
          const closed = await tx
            .update(applications)
            .set({ closedAt: now, closedReason: 'company_removed', updatedAt: now })
            .where(
              and(
                inArray(
                  applications.postingId,
                  closing.map((p) => p.id),
                ),
                notInArray(applications.status, [...FINAL_STATUSES]),
                isNull(applications.closedAt),
              ),
            )
            .returning({
              id: applications.id,
              userId: applications.userId,
              postingId: applications.postingId,
            });
          for (const application of closed) {
            const posting = closing.find((p) => p.id === application.postingId);
            await notifier.notify(tx, {
              userId: application.userId,
              kind: 'posting_closed',
              title: 'A job you applied to was closed',
              message: `${posting?.companyName ?? 'The company'} left the marketplace and closed the posting ${posting?.title ?? ''}. Your application is closed.`,
              link: `/c/applications/${application.id}`,
              data: { application_id: application.id, posting_id: application.postingId },
            });
          }
        }
        await tx
          .delete(postings)
          .where(and(eq(postings.companyId, company.id), eq(postings.status, 'draft')));
        await tx
          .update(companies)
          .set({
            website: null,
            careersUrl: null,
            industry: null,
            companySize: null,
            location: null,
            description: null,
            technologies: [],
            sourceDetails: null,
            updatedAt: now,
          })
          .where(eq(companies.id, company.id));
      }
    }

    await tx.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, user.id));
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx.delete(notificationSettings).where(eq(notificationSettings.userId, user.id));
    await tx.delete(privacySettings).where(eq(privacySettings.userId, user.id));
    await tx.delete(emailVerifications).where(eq(emailVerifications.userId, user.id));
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
