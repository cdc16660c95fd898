import { isCancelledError } from '@tanstack/react-query';

/**
 * Set while the page is being left (a link to another page, a reload, the logout's redirect): the
 * browser then drops the calls still on their way, and their failures are nobody's concern.
 */
let leavingPage = false;
/** A page still here this long after 'beforeunload' stayed (a download, a leave called off). */
export const STAYED_AFTER_MS = 10_000;
if (typeof window !== 'undefined') {
  let stayed: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('beforeunload', () => {
    leavingPage = true;
    clearTimeout(stayed);
    stayed = setTimeout(() => {
      leavingPage = false;
    }, STAYED_AFTER_MS);
  });
  window.addEventListener('pagehide', () => {
    leavingPage = true;
    clearTimeout(stayed);
  });
  // Back from the browser's cache: calls count again.
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

/**
 * Whether a failed call was called off rather than failed: its query was cancelled (the screen
 * that asked was left, the session ended) or the page is being left. Such a call is no error to
 * log or show.
 */
export function isCancelled(error: unknown, signal?: AbortSignal): boolean {
  return (
    signal?.aborted === true ||
    leavingPage ||
    isCancelledError(error) ||
    (error instanceof DOMException && error.name === 'AbortError')
  );
}

/** Logs a start-up load that failed (spec §8: only logged), unless it was called off. */
export function logLoadFailure(what: string, error: unknown, signal?: AbortSignal): void {
  if (!isCancelled(error, signal)) console.error(what, error);
}
