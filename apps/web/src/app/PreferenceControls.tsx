/**
 * The theme switch and language picker bound to the persisted preferences (spec §1).
 */
import { LanguagePicker, ThemeSwitch } from '@hireloop/ui';
import { useDarkTheme, useLanguage } from './context.tsx';

/** The theme switch: the persisted dark flag (initially the system preference). */
export function ThemeToggle({ variant = 'icon' }: { variant?: 'icon' | 'switch' }) {
  const [isDark, setDark] = useDarkTheme();
  return (
    <ThemeSwitch
      variant={variant}
      theme={isDark ? 'dark' : 'light'}
      onThemeChange={(theme) => setDark(theme === 'dark')}
    />
  );
}

/** The language picker (English only, persisted). */
export function LanguageChoice({ showLabel = false }: { showLabel?: boolean }) {
  const [language, setLanguage] = useLanguage();
  return <LanguagePicker value={language} onChange={setLanguage} showLabel={showLabel} />;
}
