/**
 * How long a screen story's play function waits for what it looks for, in ms: the app starts
 * (current user, lazy route chunk, the route's data) before the first element appears, and on a
 * busy CI machine that has taken more than 10 s. The preview's default for every `findBy…` and
 * `waitFor` (.storybook/preview.ts) and the stories' explicit `APP_READY` (shared/storyData.ts).
 */
export const APP_READY_MS = 15_000;
