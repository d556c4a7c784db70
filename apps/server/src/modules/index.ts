/**
 * The route modules of the server. Platform modules are listed here; the marketplace module is
 * picked up from src/modules/marketplace/index.ts (its default export, a ServerModule) when that
 * file exists, so the two can be developed independently.
 */
import { existsSync } from 'node:fs';
import type { ServerModule } from './types.ts';
import authModule from './auth/index.ts';
import notificationsModule from './notifications/index.ts';
import settingsModule from './settings/index.ts';
import uploadsModule from './uploads/index.ts';
import systemModule from './system/index.ts';

const MARKETPLACE = new URL('./marketplace/index.ts', import.meta.url);

let loaded: Promise<ServerModule[]> | undefined;

/** Every module, platform first, then marketplace (when present). Cached. */
export function loadModules(): Promise<ServerModule[]> {
  loaded ??= (async () => {
    const modules: ServerModule[] = [
      authModule,
      notificationsModule,
      settingsModule,
      uploadsModule,
      systemModule,
    ];
    // HIRELOOP_PLATFORM_ONLY=1 leaves the marketplace out (to test the platform on its own).
    if (existsSync(MARKETPLACE) && process.env.HIRELOOP_PLATFORM_ONLY !== '1') {
      const specifier: string = MARKETPLACE.href;
      const marketplace = (await import(specifier)) as { default: ServerModule };
      modules.push(marketplace.default);
    }
    return modules;
  })();
  return loaded;
}
