import '@mantine/core/styles.css';
import './app/sizes.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { installSessionExpiry } from './lib/auth';
import { authStore } from './lib/auth-store';
import { startBuildCheck } from './lib/build-check';
import { startConfig } from './lib/config';
import { detectLanguage, initI18n } from './lib/i18n';

/**
 * Start-up order of DESIGN.md §7: configuration and auth first, then the first render. The router
 * is made at once: it starts fetching the page's code and words while the configuration and the
 * common words arrive (issue 13), and nothing renders before both are in.
 */
async function start(): Promise<void> {
  const auth = authStore.restore();
  const ready = Promise.all([startConfig(), initI18n(detectLanguage(auth.user?.language))]);
  const router = createAppRouter();
  await ready;
  installSessionExpiry();
  startBuildCheck();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
