import type { ReactNode } from 'react';
import { giveFocusBack } from '../lib/focus-return';

/**
 * The open message and confirmation dialogs (components/dialogs.tsx draws them): a module store, so
 * a dialog is opened from anywhere (a click, a mutation's answer) without a component of the
 * caller's to hold it.
 */
export interface DialogOptions {
  title: ReactNode;
  children: ReactNode;
  centered?: boolean;
  /** false: the caller places the focus itself once the dialog closes (in `onClose`). */
  returnFocus?: boolean;
  /** Runs once when the dialog closes, however it closed. */
  onClose?: () => void;
}

export interface OpenDialog extends DialogOptions {
  id: string;
  /** false while its closing transition plays; then it leaves the stack. */
  opened: boolean;
  /** What had the focus when the dialog was asked for: it gets it back at the close. */
  returnTo: Element | null;
}

let dialogs: readonly OpenDialog[] = [];
let opening = 0;
const listeners = new Set<() => void>();

function publish(next: readonly OpenDialog[]): void {
  dialogs = next;
  for (const listener of listeners) listener();
}

export function subscribeDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The dialogs, the last opened last (for `useSyncExternalStore`). */
export const openDialogs = () => dialogs;

/** Opens a dialog over the page (over any dialog already open); returns its id for `closeDialog`. */
export function openDialog(options: DialogOptions): string {
  opening += 1;
  const id = `dialog-${opening}`;
  publish([...dialogs, { ...options, id, opened: true, returnTo: document.activeElement }]);
  return id;
}

/**
 * Closes the dialog (its `onClose` runs now); a dialog already closed is left as it is. The focus
 * goes back where it was when the dialog was asked for, as Mantine's `returnFocus` does for a modal
 * mounted closed (ours mount open, where Mantine has nothing to return to).
 */
export function closeDialog(id: string): void {
  const dialog = dialogs.find((d) => d.id === id && d.opened);
  if (!dialog) return;
  publish(dialogs.map((d) => (d === dialog ? { ...d, opened: false } : d)));
  if (dialog.returnFocus !== false) giveFocusBack(dialog.returnTo);
  dialog.onClose?.();
}

/** Takes a closed dialog out of the stack once its closing transition ended. */
export function forgetDialog(id: string): void {
  publish(dialogs.filter((d) => d.id !== id || d.opened));
}

/** Forgets every dialog, without their `onClose` (the app that showed them is gone). */
export function clearDialogs(): void {
  publish([]);
}
