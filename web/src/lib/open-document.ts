import { apiBlob, type QueryValue } from './api';
import { downloadBlob } from './export/download';

/** How long the tab's object URL lives: the tab has read the bytes long before. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Opens a document the server makes (an invoice's PDF) in a new tab. The call needs the session's
 * bearer token, which a plain link cannot send: the tab is opened at once, inside the click (a tab
 * opened after the download would be blocked as a pop-up), then shown the bytes through an object
 * URL. Nothing here needs a secure context, so it works over plain HTTP on the hotel's LAN.
 * When the browser blocks the tab anyway, the document is offered as a download.
 */
export async function openDocument(
  path: string,
  fileName: string,
  query?: Record<string, QueryValue>,
): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.document.title = 'Cargando…';
  let blob: Blob;
  try {
    blob = await apiBlob(path, query);
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (!tab) {
    downloadBlob(blob, fileName);
    return;
  }
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  tab.location.href = url;
}
