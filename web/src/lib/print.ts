const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * Prints one element (a closing slip) and nothing else of the screen: a hidden frame gets a copy
 * of it with the page's style sheets, and the browser's print dialog (or 'Guardar como PDF').
 */
export function printElement(element: HTMLElement, title: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  document.body.append(frame);
  const doc = frame.contentDocument;
  const view = frame.contentWindow;
  if (!doc || !view) {
    frame.remove();
    return;
  }
  const styles = Array.from(document.querySelectorAll('style, link[rel="stylesheet"]'))
    .map((node) => node.outerHTML)
    .join('');
  const scheme = document.documentElement.getAttribute('data-mantine-color-scheme') ?? 'light';
  doc.open();
  doc.write(
    `<!doctype html><html lang="es" data-mantine-color-scheme="${escapeHtml(scheme)}"><head><meta charset="utf-8">` +
      `<title>${escapeHtml(title)}</title>${styles}<style>body{margin:16px;font-family:sans-serif}</style>` +
      `</head><body>${element.outerHTML}</body></html>`,
  );
  doc.close();
  const print = () => {
    view.focus();
    view.print();
    setTimeout(() => frame.remove(), 1000);
  };
  // Style sheets load asynchronously in the frame; print once they are in.
  if (doc.readyState === 'complete') setTimeout(print, 100);
  else view.addEventListener('load', print, { once: true });
}
