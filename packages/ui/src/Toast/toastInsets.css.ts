import { createVar } from '@vanilla-extract/css';

/**
 * The room fixed bars take at the edges of the window, as CSS custom properties (lengths,
 * unset = 0): a toast stack starts past them, so a toast never lies over a sticky top bar or a
 * bottom action bar. Whoever draws such a bar sets the variable on `:root` while the bar shows,
 * e.g. `globalStyle(':root:has(.bar)', { vars: { [toastInsets.bottom]: '4rem' } })`.
 */
export const toastInsets = {
  /** Height of a bar fixed or sticky at the top edge (the shell's mobile top bar). */
  top: createVar(),
  /** Height of a bar fixed at the bottom edge (a page's phone action bar). */
  bottom: createVar(),
};
