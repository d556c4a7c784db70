import { useT } from '../i18n/index.ts';
import * as styles from './Logo.css.ts';

/** Props of `Logo`. */
export interface LogoProps {
  /**
   * Custom artwork: an image for the light theme and one for the dark theme (R-SHELL-1 "a logo with
   * a light and a dark variant"). Without it the built-in mark and wordmark are drawn in the
   * theme's colours, so they also have a light and a dark variant.
   * @default null
   */
  src?: { light: string; dark: string } | null;
  /**
   * Show the product name next to the mark (hide it in the collapsed sidebar).
   * @default true
   */
  showWordmark?: boolean;
  /**
   * `sm` 16 px type, `md` 18 px, `lg` 24 px; the mark follows.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Name for assistive technology. Without it the wordmark is read as text (or, with the wordmark
   * hidden, the mark is an image named after the product); null hides the logo from assistive
   * technology (inside a link that has its own name).
   * @default undefined
   */
  label?: string | null;
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
}

/**
 * The product logo: a loop mark on an accent tile and the "Hireloop" wordmark, in the light or dark
 * variant of the active theme (the theme class on `<html>` picks it; custom artwork via `src`).
 */
export function Logo({ src = null, showWordmark = true, size, label, className }: LogoProps) {
  const t = useT();
  const name = t('appName');
  const a11y =
    label === null
      ? ({ 'aria-hidden': true } as const)
      : label !== undefined || !showWordmark || src
        ? ({ role: 'img', 'aria-label': label ?? name } as const)
        : {};
  return (
    <span className={[styles.logo({ size }), className].filter(Boolean).join(' ')} {...a11y}>
      {src ? (
        <>
          <img className={[styles.image, styles.lightOnly].join(' ')} src={src.light} alt="" />
          <img className={[styles.image, styles.darkOnly].join(' ')} src={src.dark} alt="" />
        </>
      ) : (
        <>
          <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect className={styles.markTile} width="32" height="32" rx="9" />
            <path
              className={styles.markLoop}
              d="M11.5 20.5a4.5 4.5 0 1 1 0-9c4 0 5 9 9 9a4.5 4.5 0 1 0 0-9c-2 0-3.2 1.6-4.2 3.3"
              fill="none"
              strokeWidth="2.6"
              strokeLinecap="round"
            />
            <circle className={styles.markDot} cx="24.5" cy="8" r="2.2" />
          </svg>
          {showWordmark ? <span>{name}</span> : null}
        </>
      )}
    </span>
  );
}
