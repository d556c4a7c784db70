/**
 * What the shell shows of the signed-in user (R-SHELL-1 Signed-in shell, R-DATA-1 User).
 */
import type { AuthUser } from '@hireloop/machines';

/** The last link of the display name chain (R-SHELL-2). */
export const USER_FALLBACK_NAME = 'User';

/** The unread badge shows at most this number; above it "99+" (R-LIMIT-11 "Unread badge cap"). */
export const UNREAD_BADGE_CAP = 99;

function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/**
 * The name in the sidebar (R-SHELL-2): a customer's full name, a business's name, else the e-mail,
 * else "User". A customer with only one of the two names shows that one.
 */
export function displayName(user: AuthUser | null | undefined): string {
  if (!user) return USER_FALLBACK_NAME;
  if (user.role === 'customer') {
    const fullName = [clean(user.firstName), clean(user.lastName)].filter(Boolean).join(' ');
    if (fullName) return fullName;
  }
  if (user.role === 'business') {
    const businessName = clean(user.businessName);
    if (businessName) return businessName;
  }
  return clean(user.email) || USER_FALLBACK_NAME;
}

/** The badge text: the count up to 99, then "99+"; `null` when there is nothing unread. */
export function unreadBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count));
}

/** The picture of the user: a customer's avatar or a business's logo (thumbnail first). */
export function userImage(user: AuthUser | null | undefined): string | null {
  if (!user) return null;
  return user.role === 'business'
    ? (user.logoThumbUrl ?? user.logoUrl ?? null)
    : (user.avatarThumbUrl ?? user.avatarUrl ?? null);
}
