import type { ApiClient } from '../client.ts';
import type { AvatarUrls, LogoUrls } from '../types.ts';
import { bustCache, formDataSerializer, toFormData, unwrap } from './result.ts';

/** Messages of the upload calls (R-API-5; failures of removal return false, R-ERR-6). */
export const UPLOAD_MESSAGES = {
  avatarFailed: 'Failed to upload the avatar',
  logoFailed: 'Failed to upload the logo',
  loadFailed: 'Failed to load the image',
} as const;

/** Avatar (customers) and logo (businesses) calls of R-API-5. */
export function createUploadsApi(client: ApiClient, now: () => number = Date.now) {
  return {
    /** `GET /api/v1/uploads/avatar`: own avatar URLs (null when none). @throws {ApiError} */
    async getAvatar(): Promise<AvatarUrls> {
      const body = await unwrap(client.GET('/api/v1/uploads/avatar'), UPLOAD_MESSAGES.loadFailed);
      return body.data;
    },
    /** `GET /api/v1/uploads/logo`: own logo URLs, read from `data.data` (R-API-5). @throws {ApiError} */
    async getLogo(): Promise<LogoUrls> {
      const body = await unwrap(client.GET('/api/v1/uploads/logo'), UPLOAD_MESSAGES.loadFailed);
      return body.data.data;
    },
    /** `GET /api/v1/uploads/{userId}/avatar`: another user's avatar URLs. @throws {ApiError} */
    async getUserAvatar(userId: string): Promise<AvatarUrls> {
      const body = await unwrap(
        client.GET('/api/v1/uploads/{userId}/avatar', { params: { path: { userId } } }),
        UPLOAD_MESSAGES.loadFailed,
      );
      return body.data;
    },
    /**
     * `POST /api/v1/uploads/avatar` (multipart `avatar`, an image ≤ 2 MB). The returned URLs carry a
     * cache-busting timestamp (R-DATA-1).
     * @throws {ApiError} with `errors.avatar` when the server refuses the file
     */
    async uploadAvatar(file: Blob): Promise<AvatarUrls> {
      const body = await unwrap(
        client.POST('/api/v1/uploads/avatar', {
          body: toFormData({ avatar: file }) as never,
          bodySerializer: formDataSerializer,
        }),
        UPLOAD_MESSAGES.avatarFailed,
      );
      return {
        avatarUrl: bustCache(body.data.avatarUrl, now()),
        avatarThumbUrl: bustCache(body.data.avatarThumbUrl, now()),
      };
    },
    /** `POST /api/v1/uploads/logo` (multipart `logo`), URLs cache-busted. @throws {ApiError} */
    async uploadLogo(file: Blob): Promise<LogoUrls> {
      const body = await unwrap(
        client.POST('/api/v1/uploads/logo', {
          body: toFormData({ logo: file }) as never,
          bodySerializer: formDataSerializer,
        }),
        UPLOAD_MESSAGES.logoFailed,
      );
      return {
        logoUrl: bustCache(body.data.logoUrl, now()),
        logoThumbUrl: bustCache(body.data.logoThumbUrl, now()),
      };
    },
    /** `POST /api/v1/uploads/avatar/remove`. @returns true on success, false on any failure (R-ERR-6); never throws */
    async removeAvatar(): Promise<boolean> {
      try {
        const { response } = await client.POST('/api/v1/uploads/avatar/remove');
        return response.ok;
      } catch {
        return false;
      }
    },
    /** `POST /api/v1/uploads/logo/remove`. @returns true on success, false on any failure (R-ERR-6); never throws */
    async removeLogo(): Promise<boolean> {
      try {
        const { response } = await client.POST('/api/v1/uploads/logo/remove');
        return response.ok;
      } catch {
        return false;
      }
    },
  };
}

export type UploadsApi = ReturnType<typeof createUploadsApi>;
