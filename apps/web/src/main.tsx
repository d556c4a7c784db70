/**
 * Entry of the web app: services, router, the auth-driven navigation, then React.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders.tsx';
import { reportCaughtError } from './app/notFoundError.ts';
import { connectAuthNavigation } from './app/authNavigation.ts';
import { createAppServices } from './app/services.ts';
import { createAppRouter } from './router.tsx';

const services = createAppServices();
const router = createAppRouter(services);
connectAuthNavigation(services, router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container, { onCaughtError: reportCaughtError }).render(
  <StrictMode>
    <AppProviders services={services}>
      <RouterProvider router={router} onError={reportCaughtError} />
    </AppProviders>
  </StrictMode>,
);
