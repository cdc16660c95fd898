import type { Sheet } from 'write-excel-file/browser';
import { downloadBlob } from '../lib/export/download';
import { formatDate, hotelDate } from '../lib/format';
import type { ReportDocument, ReportPart } from './report-document';
import { reportSheet as sheetOn, workbookBlob } from './report-sheets';

export { figureCell } from './report-sheets';

/** One table as one sheet, written today (report-sheets.ts). */
export const reportSheet = (title: string, filters: string, part: ReportPart): Sheet<Blob> =>
  sheetOn(title, filters, part, formatDate(hotelDate()));

/**
 * Builds the workbook off the main thread (a module worker), so a kardex of 50 000 movements never
 * freezes the page; where there is no Worker (tests) it builds in place.
 */
function inWorker(doc: ReportDocument, generated: string): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./report-workbook.worker.ts', import.meta.url), { type: 'module' });
    const done = () => worker.terminate();
    worker.onmessage = (e: MessageEvent<{ blob?: Blob; error?: string }>) => {
      done();
      if (e.data.blob) resolve(e.data.blob);
      else reject(new Error(e.data.error ?? 'No se pudo escribir el archivo'));
    };
    worker.onerror = (e) => {
      done();
      reject(new Error(e.message || 'No se pudo escribir el archivo'));
    };
    worker.postMessage({ doc, generated });
  });
}

/** Writes the report's sheets (in a worker) and offers the file. */
export async function downloadWorkbook(doc: ReportDocument): Promise<void> {
  const generated = formatDate(hotelDate());
  const blob =
    typeof Worker === 'undefined' ? await workbookBlob(doc, generated) : await inWorker(doc, generated);
  downloadBlob(blob, `${doc.fileName}.xlsx`);
}
