import './lib/zod-jitless';
import '@mantine/core/styles.css';
import './app/global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { prefetchRoute } from './app/route-prefetch';
import { createAppRouter } from './app/routes';
import { SESSION_KEY } from './app/session';
import { cssVariablesResolver, theme } from './app/theme';
import { setUnauthorizedHandler } from './lib/api';
import { queryClient } from './lib/query-client';

// A 401 anywhere means the session ended: forget the user, and the guard sends them to /login.
setUnauthorizedHandler(() => queryClient.setQueryData(SESSION_KEY, null));
// The session check and the page's data (a list, a plan's workspace) start while the page's chunks
// load, so the page is drawn once, with its data (decision 085).
prefetchRoute(window.location);
const router = createAppRouter(window.location.pathname);

const container = document.getElementById('root')!;
// index.html's 'Loading...' hides by CSS once the app draws into #root; then it leaves the page.
const boot = document.getElementById('boot');
if (boot)
  new MutationObserver((_, observer) => {
    if (!container.firstChild) return;
    boot.remove();
    observer.disconnect();
  }).observe(container, { childList: true });

/**
 * The built index.html preloads the app's stylesheet instead of blocking its first paint on it
 * (vite.config.ts, stylesAfterShell): add it where the preload is, and draw once it has loaded.
 */
function appStyles(): Promise<void> {
  const preload = document.querySelector<HTMLLinkElement>('link[data-app-styles]');
  if (!preload) return Promise.resolve(); // the dev server injects the styles itself
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
  sheet.href = preload.href;
  const loaded = new Promise<void>((resolve) => {
    sheet.onload = () => resolve();
    sheet.onerror = () => resolve();
  });
  preload.after(sheet);
  return loaded;
}

// The first render is a transition: React draws it in slices that yield to the browser instead of
// one long task (it comes after the 'Loading...' paint, so it counts as blocking time).
void appStyles().then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <MantineProvider
            theme={theme}
            cssVariablesResolver={cssVariablesResolver}
            defaultColorScheme="light"
          >
            <RouterProvider router={router} />
          </MantineProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
});
