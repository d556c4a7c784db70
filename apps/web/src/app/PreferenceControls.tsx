/**
 * The theme switch and language picker bound to the persisted preferences (R-UI-1).
 */
import { Box, supportedLanguages, ThemeSwitch } from '@hireloop/ui';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useDarkTheme, useLanguage } from './context.tsx';
import { pickerPlaceholder } from './preferenceControls.css.ts';

/** Loaded on first render, after the page's own code: not part of any route's initial JS. */
const LanguagePicker = lazy(() => import('./LanguagePickerChunk.tsx'));

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

const noSubscription = () => () => undefined;

/**
 * The language picker (English only, persisted). Until its chunk has arrived it shows the current
 * language in the closed trigger's box (not yet a control). Prerendered pages and their hydration
 * show that box too (the server snapshot is `false`): react-aria's hidden native select carries an
 * inline `style` attribute, which the CSP (`style-src 'self'`) drops from parsed HTML.
 */
export function LanguageChoice({ showLabel = false }: { showLabel?: boolean }) {
  const [language, setLanguage] = useLanguage();
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const label = supportedLanguages.find((l) => l.code === language)?.label ?? language;
  const placeholder = (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      paddingRight="sm"
      background="surface"
      color="text"
      borderStyle="solid"
      borderWidth="thin"
      borderColor="borderStrong"
      borderRadius="md"
      boxShadow="xs"
      fontSize="sm"
      className={pickerPlaceholder}
    >
      {label}
    </Box>
  );
  if (!inBrowser) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguagePicker value={language} onChange={setLanguage} showLabel={showLabel} />
    </Suspense>
  );
}
