import { Moon, Sun } from 'lucide-react';
import { Switch, ToggleButton } from 'react-aria-components';
import { useT } from '../i18n/index.ts';
import type { ThemeName } from '../theme/theme.css.ts';
import * as styles from './ThemeSwitch.css.ts';

/** Props of `ThemeSwitch`. */
export interface ThemeSwitchProps {
  /** The active theme (the app keeps it: system preference first, then the saved choice, R-UI-1). */
  theme: ThemeName;
  /** Called with the theme to switch to. */
  onThemeChange: (theme: ThemeName) => void;
  /**
   * `switch`: a labelled switch "Dark theme" for settings and menus; `icon`: a square toggle
   * button (sun or moon) for top bars, named "Dark theme" with `aria-pressed`.
   * @default 'switch'
   */
  variant?: 'switch' | 'icon';
  /**
   * Show the label text next to the switch (always the accessible name either way).
   * @default true
   */
  showLabel?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
}

/**
 * Switches between the light and the dark theme (R-UI-1). A react-aria-components `Switch`
 * (or `ToggleButton` in the `icon` variant): on means dark. Space toggles it from the keyboard.
 */
export function ThemeSwitch({
  theme,
  onThemeChange,
  variant = 'switch',
  showLabel = true,
  isDisabled,
  className,
}: ThemeSwitchProps) {
  const t = useT('shell');
  const isDark = theme === 'dark';
  const onChange = (dark: boolean) => onThemeChange(dark ? 'dark' : 'light');

  if (variant === 'icon') {
    const Icon = isDark ? Moon : Sun;
    return (
      <ToggleButton
        className={[styles.iconButton, className].filter(Boolean).join(' ')}
        isSelected={isDark}
        onChange={onChange}
        isDisabled={isDisabled}
        aria-label={t('themeSwitch.label')}
      >
        <Icon className={styles.icon} aria-hidden="true" />
      </ToggleButton>
    );
  }

  return (
    <Switch
      className={[styles.root, className].filter(Boolean).join(' ')}
      isSelected={isDark}
      onChange={onChange}
      isDisabled={isDisabled}
      aria-label={showLabel ? undefined : t('themeSwitch.label')}
    >
      {showLabel ? t('themeSwitch.label') : null}
      <span className={styles.track} aria-hidden="true">
        <Sun className={styles.trackIcon} />
        <Moon className={styles.trackIcon} />
        <span className={styles.thumb} />
      </span>
    </Switch>
  );
}
