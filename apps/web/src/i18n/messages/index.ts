/**
 * The English copy of the web app's screens, one namespace per file. The catalogue is split in
 * two chunks: `entry.ts` (what the first screen of a visit needs) and `screens.ts` (the signed-in
 * screens, loaded with them). To add a namespace: create `messages/<name>.ts` exporting a `const`
 * object `as const`, and add it to one of those two files.
 */
import { entryMessages } from './entry.ts';
import { screenMessages } from './screens.ts';

/** Every English namespace of the web app's screens (tests, stories, the catalogue's types). */
export const webMessages = { ...entryMessages, ...screenMessages } as const;
