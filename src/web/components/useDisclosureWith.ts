import { useCallback, useState } from 'react';

/** Open/close state that carries the item being edited (null = add mode). */
export function useDisclosureWith<T>() {
  const [state, setState] = useState<{ opened: boolean; item: T | null }>({ opened: false, item: null });
  const open = useCallback((item: T | null = null) => setState({ opened: true, item }), []);
  const close = useCallback(() => setState((s) => ({ ...s, opened: false })), []);
  return { opened: state.opened, item: state.item, open, close };
}
