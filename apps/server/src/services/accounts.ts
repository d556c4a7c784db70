/**
 * Accounts: creation (registration, seeding, import) with every row an account needs, and the
 * User resource of the contract (`components.schemas.User`).
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  companies,
  companyMembers,
  customerProfiles,
  media,
  notificationSettings,
  privacySettings,
  users,
  type Role,
} from '../db/schema.ts';
import { hashPassword } from './passwords.ts';
import { DEFAULT_NOTIFICATION_PREFERENCES } from './notifications.ts';
import type { UserRow } from './sessions.ts';
import type { Schema } from '../contract/types.ts';
import { randomBytes } from 'node:crypto';
import { slugify } from '../lib/slug.ts';
import type { MemberRole } from './companyAccess.ts';

/** Input of {@link createAccount}. */
export interface NewAccount {
  role: Role;
  email: string;
  /** Plain password (hashed here) … */
  password?: string;
  /** … or an argon2id hash computed before (bulk seeding reuses one). */
  passwordHash?: string;
  firstName?: string | null;
  lastName?: string | null;
  businessName?: string | null;
  emailVerified?: boolean;
  now: Date;
  /** Company profile fields for a business (import); a minimal profile otherwise. */
  company?: Partial<typeof companies.$inferInsert>;
  /**
   * A business account joining an existing company by invitation (issue 36): no company is
   * created; the account becomes a member with this role. Without it a business account gets a
   * company of its own and is its owner.
   */
  joins?: { companyId: string; role: Exclude<MemberRole, 'owner'> };
}

/** Lower-case, trimmed e-mail address: the form every lookup uses. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Creates a user with privacy and notification settings, and a customer profile or a company.
 * Run it inside a transaction (`db.transaction(tx => createAccount(tx, …))`): it writes several rows.
 * @throws the database's unique violation (23505) when the e-mail is taken
 */
export async function createAccount(db: DbOrTx, input: NewAccount): Promise<UserRow> {
  const passwordHash =
    input.passwordHash ??
    (await hashPassword(input.password ?? randomBytes(24).toString('base64url')));
  const [user] = await db
    .insert(users)
    .values({
      role: input.role,
      email: normalizeEmail(input.email),
      passwordHash,
      firstName: input.role === 'customer' || input.joins ? (input.firstName ?? null) : null,
      lastName: input.role === 'customer' || input.joins ? (input.lastName ?? null) : null,
      businessName: input.role === 'business' && !input.joins ? (input.businessName ?? null) : null,
      emailVerifiedAt: input.emailVerified ? input.now : null,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  const created = user!;
  await db.insert(privacySettings).values({
    userId: created.id,
    profileVisibility: input.role === 'business' ? 'public' : 'applied_only',
    updatedAt: input.now,
  });
  await db.insert(notificationSettings).values({
    userId: created.id,
    settings: DEFAULT_NOTIFICATION_PREFERENCES,
    frequency: 'instant',
    updatedAt: input.now,
  });
  if (input.role === 'customer') {
    await db.insert(customerProfiles).values({ userId: created.id, updatedAt: input.now });
  } else if (input.joins) {
    await db.insert(companyMembers).values({
      companyId: input.joins.companyId,
      userId: created.id,
      role: input.joins.role,
      createdAt: input.now,
      updatedAt: input.now,
    });
  } else {
    const [company] = await db
      .insert(companies)
      .values({
        slug: await uniqueSlug(db, input.company?.slug ?? input.businessName ?? 'company'),
        createdAt: input.now,
        updatedAt: input.now,
        ...input.company,
        userId: created.id,
      })
      .returning({ id: companies.id });
    await db.insert(companyMembers).values({
      companyId: company!.id,
      userId: created.id,
      role: 'owner',
      createdAt: input.now,
      updatedAt: input.now,
    });
  }
  return created;
}

/** A URL slug for a company name, unique among companies. */
export async function uniqueSlug(db: DbOrTx, name: string): Promise<string> {
  const base = slugify(name);
  for (let attempt = 0; attempt < 20; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    const [taken] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.slug, slug))
      .limit(1);
    if (!taken) return slug;
  }
  return `${base}-${randomBytes(8).toString('hex')}`;
}

/** URL of a public media key. */
export const mediaUrl = (key: string | null | undefined): string | null =>
  key ? `/api/v1/media/${key}` : null;

/** The image keys of a user (avatar for customers, logo for businesses). */
export async function imageKeys(
  db: DbOrTx,
  user: UserRow,
): Promise<{ key: string | null; thumbKey: string | null }> {
  if (!user.imageMediaId) return { key: null, thumbKey: null };
  const [row] = await db
    .select({ key: media.key, thumbKey: media.thumbKey })
    .from(media)
    .where(eq(media.id, user.imageMediaId));
  return { key: row?.key ?? null, thumbKey: row?.thumbKey ?? null };
}

/**
 * The contract's User resource. A business member's `business_name` and logo are their
 * company's (the owner account's), whoever they are in it; `team_role` is their role (issue 36).
 */
export async function toUserResource(db: DbOrTx, user: UserRow): Promise<Schema<'User'>> {
  const isCustomer = user.role === 'customer';
  const [membership] = isCustomer
    ? []
    : await db
        .select({ role: companyMembers.role, ownerId: companies.userId })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(sql`${companyMembers.userId} = ${user.id} AND ${companyMembers.removedAt} IS NULL`);
  const holder =
    membership && membership.ownerId !== user.id
      ? ((await db.select().from(users).where(eq(users.id, membership.ownerId)))[0] ?? user)
      : user;
  const image = await imageKeys(db, holder);
  return {
    id: user.id,
    role: user.role,
    first_name: user.firstName,
    last_name: user.lastName,
    business_name: holder.businessName,
    team_role: membership?.role ?? null,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    avatar_url: isCustomer ? mediaUrl(image.key) : null,
    avatar_thumb_url: isCustomer ? mediaUrl(image.thumbKey) : null,
    logo_url: isCustomer ? null : mediaUrl(image.key),
    logo_thumb_url: isCustomer ? null : mediaUrl(image.thumbKey),
    created_at: user.createdAt.toISOString(),
  };
}

/** Answer of an e-mail address that already has an account (422 on `email`, or on `token` of an e-mail change). */
export const EMAIL_TAKEN = 'This e-mail address is already registered.';

/** Finds a live (not deleted) user by e-mail, case-insensitively. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)} AND ${users.deletedAt} IS NULL`)
    .limit(1);
  return row;
}
