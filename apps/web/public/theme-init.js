// Sets the theme class on <html> before the first paint (R-UI-1: the initial theme follows the
// system preference, the user's choice is persisted). External file: the CSP forbids inline scripts.
// Keep in sync with src/app/preferences.ts (storage key) and @hireloop/ui's themeClassNames
// (hl-theme-light / hl-theme-dark: stable, documented class names).
(function () {
  var isDark = null;
  try {
    var stored = window.localStorage.getItem('hireloop.isDark');
    if (stored === 'true') isDark = true;
    else if (stored === 'false') isDark = false;
  } catch {
    // Storage blocked: fall back to the system preference.
  }
  if (isDark === null) {
    isDark = !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  }
  var root = document.documentElement;
  root.classList.add(isDark ? 'hl-theme-dark' : 'hl-theme-light');
  // The browser's bar follows the theme (index.html's meta theme-color holds both colours).
  var themeColor = document.querySelector('meta[name="theme-color"]');
  if (themeColor) {
    themeColor.setAttribute(
      'content',
      themeColor.getAttribute(isDark ? 'data-dark' : 'data-light') || '#ffffff',
    );
  }
  try {
    var language = window.localStorage.getItem('hireloop.language');
    if (language) root.lang = language;
  } catch {
    // Keep lang="en".
  }
  // A stored session: a prerendered guest page (the landing, sign-in) is not for this visitor; it
  // stays hidden until the app has rendered what the route guards decide (src/main.tsx, layout.css.ts).
  // Keep in sync with @hireloop/machines AUTH_STORAGE_KEY.
  try {
    var key = 'hireloop.auth';
    if (window.localStorage.getItem(key) || window.sessionStorage.getItem(key))
      root.setAttribute('data-stored-session', '');
  } catch {
    // Storage blocked: no session can be stored either.
  }
})();
