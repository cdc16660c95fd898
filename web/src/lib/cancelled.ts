import { isCancelledError } from '@tanstack/react-query';

/**
 * Set while the page is being left (a link to another page, a reload, the logout's redirect): the
 * browser then drops the calls still on their way, and their failures are nobody's concern.
 */
let leavingPage = false;
if (typeof window !== 'undefined') {
  const leave = () => {
    leavingPage = true;
  };
  window.addEventListener('beforeunload', leave);
  window.addEventListener('pagehide', leave);
  // Back from the browser's cache, or the navigation did not happen: calls count again.
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
