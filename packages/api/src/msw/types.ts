/**
 * Types shared by the mock store, the fixture factories and the MSW handlers. Wire objects are the
 * contract's snake_case schemas (`components['schemas']`); store records are those objects plus the
 * foreign keys a real database would hold, so that turning a record into a response is a copy, not
 * a translation.
 */
import type { components } from '../generated/schema.ts';

/** Every schema of the contract, by name (`Schemas['User']`). */
export type Schemas = components['schemas'];

/** `b` (business) or `c` (customer): the path prefix of notification and settings calls (spec §6). */
export type Area = 'b' | 'c';

/** A customer's profile as stored: the names live on the user record. */
export type CustomerProfileRecord = Omit<Schemas['CustomerProfile'], 'first_name' | 'last_name'>;

/** Notification settings with every kind present (answers always hold all of them). */
export interface FullNotificationSettings {
  settings: Required<Schemas['NotificationPreferences']>;
  frequency: Schemas['NotificationFrequency'];
}

/** A user account: the public user plus what only the server knows. */
export interface AccountRecord {
  user: Schemas['User'];
  /** Plain text: this is a mock, never a real credential store. */
  password: string;
  /** Customers only. */
  profile: CustomerProfileRecord | null;
  /** Businesses only: the company whose profile the business writes. */
  company_id: string | null;
  privacy: Schemas['PrivacySettings'];
  notification_settings: FullNotificationSettings;
  /** A new e-mail address waiting for its verification link. */
  pending_email: string | null;
}

/** A live Bearer token, i.e. a signed-in session. Times in epoch milliseconds. */
export interface TokenRecord {
  token: string;
  session_id: string;
  user_id: string;
  device: string;
  ip_address: string;
  created_at: number;
  last_used_at: number;
  remember: boolean;
}

export type NotificationRecord = Schemas['Notification'] & { user_id: string };

/** A company profile; `open_jobs_count` is derived from the postings on every read. */
export type CompanyRecord = Omit<Schemas['Company'], 'open_jobs_count'> & {
  /** The business account that writes this profile; null for imported profiles. */
  owner_id: string | null;
};

/** A posting; `company` and `applications_count` are derived on every read. */
export type PostingRecord = Omit<Schemas['Posting'], 'company' | 'applications_count'> & {
  company_id: string;
};

/** An application; the job and applicant views are derived on every read. */
export type ApplicationRecord = Schemas['ApplicationBase'] & {
  user_id: string;
  posting_id: string;
};

export interface BookmarkRecord {
  user_id: string;
  job_id: string;
  /** Epoch milliseconds. */
  created_at: number;
}

/** A pending e-mail verification link. */
export interface VerificationRecord {
  token: string;
  user_id: string;
  /** The address that becomes verified (the pending one for an e-mail change). */
  email: string;
  /** Epoch milliseconds. */
  expires_at: number;
}
