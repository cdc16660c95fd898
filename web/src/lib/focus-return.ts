/**
 * Gives the focus back to `opener` once a dialog has closed, as Mantine's `returnFocus` does: 10 ms
 * later, when the dialog's focus trap has let go. Unless something else took the focus meanwhile —
 * a dialog opened in the closed one's place (its trap focuses it), a field the app focused: the
 * focus is given back only from where the close left it, or from the page's body. `select`: a field
 * gets its text selected too. Returns a cancel.
 */
export function giveFocusBack(opener: Element | null, { select = false } = {}): () => void {
  if (!(opener instanceof HTMLElement)) return () => undefined;
  const left = document.activeElement;
  const timer = setTimeout(() => {
    const now = document.activeElement;
    if (now !== left && now !== null && now !== document.body) return;
    opener.focus({ preventScroll: true });
    // A field to type again: what it holds is selected, so typing replaces it.
    if (select && opener instanceof HTMLInputElement) opener.select();
  }, 10);
  return () => clearTimeout(timer);
}
