import { lazy } from 'react';

/** What other features may use of auth/: Settings → Security, loaded when its tab is opened. */
export const SecurityTab = lazy(() => import('./SecurityTab'));
