import { useId as useReactId } from 'react';

/**
 * Replaces @mantine/hooks' `useId` in the build (vite.config.ts, mantineStableIds). Mantine's
 * starts from React's id and swaps it for a random one in a layout effect after mount, for servers
 * without React's useId. We render only in the browser on React 19, so that swap only costs a second,
 * synchronous render of every input, select, popover and modal right after the first commit: the
 * largest blocking task of a list page on a phone (decision 085). React's id is stable for the
 * component's life, which is Mantine's contract.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`;
}
