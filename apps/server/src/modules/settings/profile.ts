/**
 * The profile tab: a customer's name, headline, location, bio and resume, or a business's name, website, industry, size, location and description.
 * Every call acts on the signed-in user only (the gate checked that `{area}` is their role).
 */
import { insertResumeRow, profileResumeOf, setProfileResume } from '../../services/mediaRows.ts';
import { isOneOf } from '@hireloop/api/rules';
import { companySizeValues } from '@hireloop/api/schema';
import { eq } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import { defineHandlers, type AppDeps } from '../../http/context.ts';
import { fieldError, validationError, type FieldErrors } from '../../lib/errors.ts';
import { companies, customerProfiles, media, postings, users } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Schema } from '../../contract/types.ts';
import { type UserRow } from '../../services/sessions.ts';
import { checkResume } from '../../services/media.ts';
import { optionalFile } from '../../plugins/multipart.ts';
import { SUCCESS, reloadUser } from './shared.ts';
import { companyHolder } from '../../services/companyAccess.ts';

type CustomerProfile = Schema<'CustomerProfile'>;
type BusinessProfile = Schema<'BusinessProfile'>;

async function customerProfileOf(db: DbOrTx, user: UserRow): Promise<CustomerProfile> {
  const [row] = await db
    .select({ profile: customerProfiles, resume: media })
    .from(customerProfiles)
    .leftJoin(media, eq(media.id, customerProfiles.resumeMediaId))
    .where(eq(customerProfiles.userId, user.id));
  const resume = row?.resume;
  return {
    first_name: user.firstName ?? '',
    last_name: user.lastName ?? '',
    headline: row?.profile.headline ?? null,
    location: row?.profile.location ?? null,
    bio: row?.profile.bio ?? null,
    resume: resume ? profileResumeOf(resume) : null,
  };
}

async function businessProfileOf(db: DbOrTx, user: UserRow): Promise<BusinessProfile> {
  const [company] = await db.select().from(companies).where(eq(companies.userId, user.id));
  const size = company?.companySize ?? null;
  return {
    business_name: user.businessName ?? '',
    website: company?.website ?? null,
    industry: company?.industry ?? null,
    size: isOneOf(companySizeValues, size) ? size : null,
    location: company?.location ?? null,
    description: company?.description ?? null,
  };
}

/** The signed-in user's profile: the customer's or the business's, by role. */
export const profileOf = (db: DbOrTx, user: UserRow) =>
  user.role === 'customer' ? customerProfileOf(db, user) : businessProfileOf(db, user);

/** '' (an emptied multipart field) and undefined (left out) become null. */
const orNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** Refuses the other role's fields with 422 naming each. */
function refuseOtherShape(
  body: Record<string, unknown>,
  allowed: readonly string[],
  role: string,
): void {
  const errors: FieldErrors = {};
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key))
      errors[key] = [`The ${key.replace(/_/g, ' ')} field is not part of a ${role} profile.`];
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

const CUSTOMER_FIELDS = [
  'first_name',
  'last_name',
  'headline',
  'location',
  'bio',
  'resume',
  'remove_resume',
] as const;
const BUSINESS_FIELDS = [
  'business_name',
  'website',
  'industry',
  'size',
  'location',
  'description',
] as const;

async function updateCustomerProfile(
  deps: AppDeps,
  user: UserRow,
  body: Record<string, unknown>,
  multipart: boolean,
  now: Date,
) {
  refuseOtherShape(body, multipart ? CUSTOMER_FIELDS : CUSTOMER_FIELDS.slice(0, 5), 'customer');
  const file = multipart ? optionalFile(body.resume, 'resume') : undefined;
  let newResume: { key: string; size: number; filename: string; sha256: string } | undefined;
  if (file) {
    await checkResume(file);
    newResume = {
      key: `${randomUUID()}.pdf`,
      size: file.size,
      filename: file.filename.slice(0, 255) || 'resume.pdf',
      sha256: createHash('sha256').update(file.data).digest('hex'),
    };
    await deps.media.savePrivate(newResume.key, file.data);
  }
  const removeResume = !newResume && body.remove_resume === true;
  const dropped = await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ firstName: String(body.first_name), lastName: String(body.last_name), updatedAt: now })
      .where(eq(users.id, user.id));
    const [profile] = await tx
      .select({ resumeMediaId: customerProfiles.resumeMediaId })
      .from(customerProfiles)
      .where(eq(customerProfiles.userId, user.id));
    let resumeMediaId = profile?.resumeMediaId ?? null;
    if (newResume) {
      resumeMediaId = await insertResumeRow(tx, {
        userId: user.id,
        key: newResume.key,
        byteSize: newResume.size,
        filename: newResume.filename,
        sha256: newResume.sha256,
        now,
      });
    } else if (removeResume) {
      resumeMediaId = null;
    }
    return setProfileResume(tx, user.id, resumeMediaId, now, {
      headline: orNull(body.headline),
      location: orNull(body.location),
      bio: orNull(body.bio),
    });
  });
  for (const key of dropped) await deps.media.removePrivate(key);
}

async function updateBusinessProfile(
  deps: AppDeps,
  user: UserRow,
  body: Record<string, unknown>,
  now: Date,
) {
  refuseOtherShape(body, BUSINESS_FIELDS, 'business');
  const name = String(body.business_name);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ businessName: name, updatedAt: now }).where(eq(users.id, user.id));
    const [company] = await tx
      .update(companies)
      .set({
        website: orNull(body.website),
        industry: orNull(body.industry),
        companySize: orNull(body.size),
        location: orNull(body.location),
        description: orNull(body.description),
        updatedAt: now,
      })
      .where(eq(companies.userId, user.id))
      .returning({ id: companies.id });
    // The search vector of postings includes the company name: keep the copy in step.
    if (company && name !== user.businessName) {
      await tx
        .update(postings)
        .set({ companyName: name, updatedAt: now })
        .where(eq(postings.companyId, company.id));
    }
  });
}

/** Handlers of the profile tab. */
export const profileHandlers = defineHandlers({
  async getProfileSettings({ user: me, deps, auth }) {
    const user = await companyHolder(deps.db, me, auth?.company ?? null);
    return {
      status: SUCCESS,
      message: 'Profile retrieved successfully',
      data: await profileOf(deps.db, user),
    };
  },

  async updateProfileSettings({ user: me, deps, auth, body, request, now }) {
    // A business member edits the company's profile, held by the owner's account (issue 36).
    const user = await companyHolder(deps.db, me, auth?.company ?? null);
    const multipart = request.isMultipart();
    const input = body as Record<string, unknown>;
    if (user.role === 'customer') await updateCustomerProfile(deps, user, input, multipart, now);
    else if (multipart) throw fieldError('body', 'A business profile is sent as JSON.');
    else await updateBusinessProfile(deps, user, input, now);
    const fresh = await reloadUser(deps.db, user.id);
    return {
      status: SUCCESS,
      message: 'Profile updated successfully',
      data: await profileOf(deps.db, fresh),
    };
  },
});
