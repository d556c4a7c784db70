/** The settings screens' per-field errors: the shared helper (also used by the sign-in screens). */
export { fieldErrorsOf } from '../../shared/fieldErrors.ts';
