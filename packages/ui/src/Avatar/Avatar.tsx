import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../i18n/index.ts';
import { avatar, icon, image, type AvatarVariants } from './Avatar.css.ts';
import { withCacheBuster } from './cacheBuster.ts';

/** Props of `Avatar`. */
export interface AvatarProps {
  /**
   * Image URL (User `avatarThumbUrl` / `avatarUrl`, CompanySummary `logoThumbUrl`). Null, empty or
   * failing to load shows the fallback.
   * @default null
   */
  src?: string | null;
  /**
   * Whose picture it is: the image's alternative text and the source of initials. Without it the
   * accessible name is "User" (R-SHELL-2).
   * @default null
   */
  name?: string | null;
  /**
   * Update timestamp (ms) added to the URL as `?v=` so a new upload is not served from the cache
   * (R-DATA-1).
   * @default null
   */
  cacheKey?: string | number | null;
  /**
   * Show the name's initials instead of the default user icon when there is no image.
   * @default false
   */
  showInitials?: boolean;
  /**
   * `sm` 32 px, `md` 40 px, `lg` 64 px, `xl` 96 px.
   * @default 'md'
   */
  size?: AvatarVariants['size'];
  /**
   * `circle` for people, `square` (rounded) for company logos.
   * @default 'circle'
   */
  shape?: AvatarVariants['shape'];
  /**
   * Hide from assistive technology when the name is written right next to it.
   * @default false
   */
  decorative?: boolean;
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
}

/**
 * Up to two initials: first letters of the first and last words ("Maya Okafor" → "MO"). A
 * one-word name that starts with a digit keeps its first two characters ("10up" → "10",
 * "3M" → "3M"), since a lone digit reads as a count, not a name.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  if (words.length === 1 && /^\p{Nd}/u.test(first)) {
    return Array.from(first).slice(0, 2).join('').toLocaleUpperCase();
  }
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/**
 * A user's picture or a company's logo. Falls back to the default user icon (or initials) when
 * there is no URL or the image fails to load (R-DATA-2), and retries when the URL changes.
 */
export function Avatar({
  src = null,
  name = null,
  cacheKey = null,
  showInitials = false,
  size,
  shape,
  decorative = false,
  className,
}: AvatarProps) {
  const t = useT('display');
  const url = src ? withCacheBuster(src, cacheKey) : null;
  // Remembers which URL failed, so a new URL (an update) is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const label = name?.trim() ? name.trim() : t('avatar.fallbackName');
  const initials = showInitials && name ? initialsOf(name) : '';
  const showImage = url !== null && failedUrl !== url;
  const fallback = showImage ? 'image' : initials ? 'initials' : 'icon';
  const classes = [avatar({ size, shape, fallback }), className].filter(Boolean).join(' ');

  if (showImage) {
    return (
      <span className={classes} aria-hidden={decorative || undefined}>
        <img
          className={image}
          src={url}
          alt={decorative ? '' : label}
          onError={() => setFailedUrl(url)}
          decoding="async"
        />
      </span>
    );
  }
  return (
    <span
      className={classes}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
      data-fallback={fallback}
    >
      {initials ? (
        <span aria-hidden="true">{initials}</span>
      ) : (
        <UserRound className={icon} aria-hidden="true" strokeWidth={1.75} />
      )}
    </span>
  );
}
