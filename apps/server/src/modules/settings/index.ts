/**
 * Settings of both areas (R-ROUTE-4 tabs profile, privacy, security, notifications, account; R-API-7, R-ERR-7):
 * every call acts on the signed-in user only (the gate checked that `{area}` is their role).
 */
import { defineModule } from '../types.ts';
import { accountHandlers } from './account.ts';
import { notificationsHandlers } from './notifications.ts';
import { privacyHandlers } from './privacy.ts';
import { profileHandlers } from './profile.ts';
import { securityHandlers } from './security.ts';

/** The settings module: one handler group per tab. */
export default defineModule({
  name: 'settings',
  handlers: {
    ...profileHandlers,
    ...privacyHandlers,
    ...securityHandlers,
    ...notificationsHandlers,
    ...accountHandlers,
  },
});
