/**
 * The language picker as a chunk of its own: react-aria's Select (collection, list box, popover,
 * focus scope) is about 45 kB of gzip the public pages need only when someone opens the picker.
 * `PreferenceControls.tsx` loads it after the first render.
 */
export { LanguagePicker as default } from '@hireloop/ui';
