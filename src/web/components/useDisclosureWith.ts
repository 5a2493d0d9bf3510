import { useCallback, useState } from 'react';

/**
 * Open/close state that carries the item being edited (null = add mode). `mounted` turns true at
 * the first open and stays true, so a lazily loaded modal is fetched only when first asked for and
 * then stays mounted for its closing transition (decision 085).
 */
export function useDisclosureWith<T>() {
  const [state, setState] = useState<{ opened: boolean; item: T | null; mounted: boolean }>({
    opened: false,
    item: null,
    mounted: false,
  });
  const open = useCallback((item: T | null = null) => setState({ opened: true, item, mounted: true }), []);
  const close = useCallback(() => setState((s) => ({ ...s, opened: false })), []);
  return { opened: state.opened, item: state.item, mounted: state.mounted, open, close };
}
