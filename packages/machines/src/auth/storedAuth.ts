import {
  APPLICATION_DRAFTS_STORAGE_KEY,
  AUTH_STORAGE_KEY,
  POSTING_DRAFT_STORAGE_KEY,
} from '../constants.ts';
import type { AuthUser, StorageLike, StoredAuth } from '../types.ts';

/** Where the stored auth may live (R-AUTH-3 Remember me: persistent storage or session storage). */
export interface AuthStorages {
  /** Persistent storage, `localStorage` in the browser: used when remember me is on. */
  localStorage: StorageLike;
  /** Per-tab storage, `sessionStorage` in the browser: used when remember me is off. */
  sessionStorage: StorageLike;
}

function isUser(value: unknown): value is AuthUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<AuthUser>;
  return (
    (typeof user.id === 'number' || typeof user.id === 'string') &&
    (user.role === 'customer' || user.role === 'business')
  );
}

function parse(raw: string | null, remember: boolean): StoredAuth | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredAuth> | null;
    if (!value || typeof value.token !== 'string' || value.token === '') return null;
    const user = isUser(value.user) ? value.user : null;
    const roles = Array.isArray(value.roles)
      ? value.roles.filter((role): role is string => typeof role === 'string')
      : [];
    return { token: value.token, user, roles, remember };
  } catch {
    return null;
  }
}

/**
 * Reads the stored auth: persistent storage first (remember me), then session storage.
 * An unreadable entry is removed and treated as absent. `remember` follows where it was found.
 * @returns the stored auth, or `null` when signed out.
 */
export function readStoredAuth(storages: AuthStorages): StoredAuth | null {
  for (const [storage, remember] of [
    [storages.localStorage, true],
    [storages.sessionStorage, false],
  ] as const) {
    const raw = storage.getItem(AUTH_STORAGE_KEY);
    const stored = parse(raw, remember);
    if (stored) return stored;
    if (raw !== null) storage.removeItem(AUTH_STORAGE_KEY);
  }
  return null;
}

/**
 * Writes the stored auth to the storage its `remember` flag picks and removes it from the other,
 * so that changing the choice moves it (R-AUTH-3 Remember me).
 */
export function writeStoredAuth(storages: AuthStorages, auth: StoredAuth): void {
  const [target, other] = auth.remember
    ? [storages.localStorage, storages.sessionStorage]
    : [storages.sessionStorage, storages.localStorage];
  target.setItem(AUTH_STORAGE_KEY, JSON.stringify(auth));
  other.removeItem(AUTH_STORAGE_KEY);
}

/**
 * Removes the stored auth from both storages, the job posting draft from persistent storage
 * (R-DATA-9 "cleared on sign-out", R-DATA-9 "Logout clears the job posting draft") and the unsent
 * applications from the tab's storage (decision 235).
 */
export function clearStoredAuth(storages: AuthStorages): void {
  storages.localStorage.removeItem(AUTH_STORAGE_KEY);
  storages.sessionStorage.removeItem(AUTH_STORAGE_KEY);
  storages.localStorage.removeItem(POSTING_DRAFT_STORAGE_KEY);
  storages.sessionStorage.removeItem(APPLICATION_DRAFTS_STORAGE_KEY);
}
