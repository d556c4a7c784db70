// Types react-aria's client-side navigation with React Router's navigate options, so `href` on
// RAC links, menu items and tabs goes through the router (src/routes/root.tsx).
import type { NavigateOptions } from 'react-router';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}
