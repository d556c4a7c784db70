import type { ApiClient } from '../client.ts';
import type {
  AccountExport,
  AccountSettings,
  Area,
  BusinessProfile,
  BusinessProfileUpdate,
  CustomerProfile,
  CustomerProfileUpdate,
  NotificationSettings,
  PasswordChange,
  PrivacySettings,
  PrivacySettingsUpdate,
  Session,
} from '../types.ts';
import { formDataSerializer, messageOr, toFormData, unwrapEnvelope } from './result.ts';

/** Messages of the settings calls (R-ERR-7, R-ERR-8), and this product's for the calls the spec does not show. */
export const SETTINGS_MESSAGES = {
  fetchNotificationSettingsFailed: 'Failed to fetch notification settings',
  updateNotificationSettingsFailed: 'Failed to update notification settings',
  updated: 'Settings updated successfully',
  fetchFailed: 'Failed to load settings',
  updateFailed: 'Failed to update settings',
  passwordFailed: 'Failed to change the password',
  passwordChanged: 'Password changed',
  sessionsFailed: 'Failed to load sessions',
  revokeFailed: 'Failed to sign the session out',
  revoked: 'Session signed out',
  twoFactorFailed: 'Failed to change two-factor authentication',
  twoFactorOn: 'Two-factor authentication turned on',
  twoFactorOff: 'Two-factor authentication turned off',
  emailFailed: 'Failed to change the e-mail address',
  emailSent: 'We sent a verification link to your new e-mail address',
  resendFailed: 'Failed to send the verification link',
  resent: 'We sent a new verification link',
  verifyFailed: 'This verification link is invalid or has expired',
  verified: 'E-mail address verified',
  exportFailed: 'Failed to export your data',
  deleteFailed: 'Failed to delete the account',
  deleted: 'Your account has been deleted',
} as const;

/** A profile update with an optional resume file (customers; multipart when a file is attached). */
export type CustomerProfileChange = CustomerProfileUpdate & {
  resume?: Blob | null;
  removeResume?: boolean;
};

/**
 * Settings calls under `/api/v1/{area}/settings` (R-API-7 notification settings; the profile, privacy,
 * security and account calls of the contract). Every call checks `status === 'success'`.
 *
 * @param area `b` for businesses, `c` for customers
 */
export function createSettingsApi(client: ApiClient, area: Area) {
  const path = { area };
  return {
    /** `data.settings` and `data.frequency`. @throws {ApiError} "Failed to fetch notification settings" */
    async getNotificationSettings(): Promise<NotificationSettings> {
      const body = await unwrapEnvelope(
        client.GET('/api/v1/{area}/settings/notification', { params: { path } }),
        SETTINGS_MESSAGES.fetchNotificationSettingsFailed,
      );
      return body.data;
    },
    /** @returns the saved settings and "Settings updated successfully" (or the server message). @throws {ApiError} */
    async updateNotificationSettings(
      input: NotificationSettings,
    ): Promise<NotificationSettings & { message: string }> {
      const body = await unwrapEnvelope(
        client.PUT('/api/v1/{area}/settings/notification', { params: { path }, body: input }),
        SETTINGS_MESSAGES.updateNotificationSettingsFailed,
      );
      return { ...body.data, message: messageOr(body.message, SETTINGS_MESSAGES.updated) };
    },
    /** The customer or business profile. @throws {ApiError} */
    async getProfile(): Promise<CustomerProfile | BusinessProfile> {
      const body = await unwrapEnvelope(
        client.GET('/api/v1/{area}/settings/profile', { params: { path } }),
        SETTINGS_MESSAGES.fetchFailed,
      );
      return body.data;
    },
    /**
     * Saves the profile: JSON, or multipart when a resume file is attached (customers).
     * @throws {ApiError} with per-field `errors`
     */
    async updateProfile(
      input: CustomerProfileChange | BusinessProfileUpdate,
    ): Promise<{ profile: CustomerProfile | BusinessProfile; message: string }> {
      const { resume, ...fields } = input as CustomerProfileChange;
      const call = resume
        ? client.PUT('/api/v1/{area}/settings/profile', {
            params: { path },
            body: toFormData({ ...fields, resume }) as never,
            bodySerializer: formDataSerializer,
          })
        : client.PUT('/api/v1/{area}/settings/profile', {
            params: { path },
            body: fields as never,
          });
      const body = await unwrapEnvelope(call, SETTINGS_MESSAGES.updateFailed);
      return { profile: body.data, message: messageOr(body.message, SETTINGS_MESSAGES.updated) };
    },
    /** @throws {ApiError} */
    async getPrivacy(): Promise<PrivacySettings> {
      const body = await unwrapEnvelope(
        client.GET('/api/v1/{area}/settings/privacy', { params: { path } }),
        SETTINGS_MESSAGES.fetchFailed,
      );
      return body.data;
    },
    /** @throws {ApiError} */
    async updatePrivacy(
      input: PrivacySettingsUpdate,
    ): Promise<{ privacy: PrivacySettings; message: string }> {
      const body = await unwrapEnvelope(
        client.PUT('/api/v1/{area}/settings/privacy', { params: { path }, body: input }),
        SETTINGS_MESSAGES.updateFailed,
      );
      return { privacy: body.data, message: messageOr(body.message, SETTINGS_MESSAGES.updated) };
    },
    /** @returns how many other sessions were signed out. @throws {ApiError} with `errors.currentPassword`, `errors.password` */
    async changePassword(
      input: PasswordChange,
    ): Promise<{ signedOutSessions: number; message: string }> {
      const body = await unwrapEnvelope(
        client.PUT('/api/v1/{area}/settings/security/password', { params: { path }, body: input }),
        SETTINGS_MESSAGES.passwordFailed,
      );
      return { ...body.data, message: messageOr(body.message, SETTINGS_MESSAGES.passwordChanged) };
    },
    /** Signed-in sessions with device and last use. @throws {ApiError} */
    async listSessions(): Promise<Session[]> {
      const body = await unwrapEnvelope(
        client.GET('/api/v1/{area}/settings/security/sessions', { params: { path } }),
        SETTINGS_MESSAGES.sessionsFailed,
      );
      return body.data;
    },
    /** Signs one session out. @throws {ApiError} */
    async revokeSession(id: string): Promise<{ message: string }> {
      const body = await unwrapEnvelope(
        client.DELETE('/api/v1/{area}/settings/security/sessions/{id}', {
          params: { path: { ...path, id } },
        }),
        SETTINGS_MESSAGES.revokeFailed,
      );
      return { message: messageOr(body.message, SETTINGS_MESSAGES.revoked) };
    },
    /** Whether the second factor (TOTP) is on and how many recovery codes are left. @throws {ApiError} */
    async getTwoFactor(): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
      const body = await unwrapEnvelope(
        client.GET('/api/v1/{area}/settings/security/two-factor', { params: { path } }),
        SETTINGS_MESSAGES.fetchFailed,
      );
      return body.data;
    },
    /**
     * Starts turning the second factor on: a new secret (base32) and its `otpauth://` URI for the
     * QR code. @throws {ApiError} 409 when it is already on
     */
    async startTwoFactor(): Promise<{ secret: string; otpauthUrl: string }> {
      const body = await unwrapEnvelope(
        client.POST('/api/v1/{area}/settings/security/two-factor', { params: { path } }),
        SETTINGS_MESSAGES.twoFactorFailed,
      );
      return body.data;
    },
    /**
     * Turns the factor on with a current 6-digit code.
     * @returns the 10 single-use recovery codes, shown once. @throws {ApiError} with `errors.code`
     */
    async confirmTwoFactor(code: string): Promise<{ recoveryCodes: string[]; message: string }> {
      const body = await unwrapEnvelope(
        client.POST('/api/v1/{area}/settings/security/two-factor/confirm', {
          params: { path },
          body: { code },
        }),
        SETTINGS_MESSAGES.twoFactorFailed,
      );
      return {
        recoveryCodes: body.data.recoveryCodes,
        message: messageOr(body.message, SETTINGS_MESSAGES.twoFactorOn),
      };
    },
    /** Turns the factor off. @throws {ApiError} with `errors.password` or `errors.code` */
    async disableTwoFactor(input: {
      password: string;
      code: string;
    }): Promise<{ message: string }> {
      const body = await unwrapEnvelope(
        client.DELETE('/api/v1/{area}/settings/security/two-factor', {
          params: { path },
          body: input,
        }),
        SETTINGS_MESSAGES.twoFactorFailed,
      );
      return { message: messageOr(body.message, SETTINGS_MESSAGES.twoFactorOff) };
    },
    /** E-mail, verified flag, pending e-mail. @throws {ApiError} */
    async getAccount(): Promise<AccountSettings> {
      const body = await unwrapEnvelope(
        client.GET('/api/v1/{area}/settings/account', { params: { path } }),
        SETTINGS_MESSAGES.fetchFailed,
      );
      return body.data;
    },
    /** Starts an e-mail change; a verification link goes to the new address. @throws {ApiError} */
    async changeEmail(input: { email: string; password: string }): Promise<{ message: string }> {
      const body = await unwrapEnvelope(
        client.PUT('/api/v1/{area}/settings/account/email', { params: { path }, body: input }),
        SETTINGS_MESSAGES.emailFailed,
      );
      return { message: messageOr(body.message, SETTINGS_MESSAGES.emailSent) };
    },
    /**
     * Sends the verification link again (to the pending address, else the unverified one). Rate
     * limited: a 429 `ApiError` carries the server's "try again in N seconds" message.
     * @throws {ApiError}
     */
    async resendVerificationEmail(): Promise<{ account: AccountSettings; message: string }> {
      const body = await unwrapEnvelope(
        client.POST('/api/v1/{area}/settings/account/verification-email', { params: { path } }),
        SETTINGS_MESSAGES.resendFailed,
      );
      return { account: body.data, message: messageOr(body.message, SETTINGS_MESSAGES.resent) };
    },
    /** Confirms an e-mail change with the token of the link. @throws {ApiError} */
    async verifyEmail(token: string): Promise<{ account: AccountSettings; message: string }> {
      const body = await unwrapEnvelope(
        client.POST('/api/v1/{area}/settings/account/verify-email/{token}', {
          params: { path: { ...path, token } },
        }),
        SETTINGS_MESSAGES.verifyFailed,
      );
      return { account: body.data, message: messageOr(body.message, SETTINGS_MESSAGES.verified) };
    },
    /** All of the user's data. @throws {ApiError} */
    async exportData(): Promise<AccountExport> {
      const body = await unwrapEnvelope(
        client.GET('/api/v1/{area}/settings/account/export', { params: { path } }),
        SETTINGS_MESSAGES.exportFailed,
      );
      return body.data;
    },
    /** Deletes the account (password required). @throws {ApiError} with `errors.password` */
    async deleteAccount(password: string): Promise<{ message: string }> {
      const body = await unwrapEnvelope(
        client.DELETE('/api/v1/{area}/settings/account', { params: { path }, body: { password } }),
        SETTINGS_MESSAGES.deleteFailed,
      );
      return { message: messageOr(body.message, SETTINGS_MESSAGES.deleted) };
    },
  };
}

export type SettingsApi = ReturnType<typeof createSettingsApi>;
