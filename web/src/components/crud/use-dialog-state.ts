import { useCallback, useState } from 'react';

/** Which dialog is open: none, 'create', or 'edit' with the row being edited. */
export function useDialogState<T>() {
  const [state, setState] = useState<{ opened: boolean; record: T | null }>({ opened: false, record: null });
  const openCreate = useCallback(() => setState({ opened: true, record: null }), []);
  const openEdit = useCallback((record: T) => setState({ opened: true, record }), []);
  const close = useCallback(() => setState((s) => ({ ...s, opened: false })), []);
  return { ...state, openCreate, openEdit, close };
}
