/**
 * Issue 33: the tokens are published as named CSS custom properties and the theme classes have
 * documented names, so a team without vanilla-extract can read and override them in plain CSS.
 */
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme, themeClassNames, vars } from './theme.css.ts';

describe('public token and theme names', () => {
  it('names every token --hl-<path in kebab case>', () => {
    expect(vars.color.text).toBe('var(--hl-color-text)');
    expect(vars.space.md).toBe('var(--hl-space-md)');
    expect(vars.size.sidebarOpen).toBe('var(--hl-size-sidebar-open)');
    expect(vars.font.fontFamily.body).toBe('var(--hl-font-font-family-body)');
  });

  it('gives the theme classes stable names', () => {
    expect(lightTheme).toBe('hl-theme-light');
    expect(darkTheme).toBe('hl-theme-dark');
    expect(themeClassNames).toEqual({ light: 'hl-theme-light', dark: 'hl-theme-dark' });
  });
});
