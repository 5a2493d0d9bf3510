import './lib/zod-jitless';
import '@mantine/core/styles.css';
import './app/global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/routes';
import { SESSION_KEY } from './app/session';
import { cssVariablesResolver, theme } from './app/theme';
import { setUnauthorizedHandler } from './lib/api';
import { queryClient } from './lib/query-client';
import { prefetchPlanner } from './planner/planner-queries';

// A 401 anywhere means the session ended: forget the user, and the guard sends them to /login.
setUnauthorizedHandler(() => queryClient.setQueryData(SESSION_KEY, null));
// A long plan's grid waits for the session check and the workspace: start them while the
// page's chunks load.
prefetchPlanner(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>
  </StrictMode>,
);
