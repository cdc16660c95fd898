/// <reference lib="webworker" />
/**
 * The .xlsx writer's worker: receives a report document (plain data: the cells already read
 * through the screen's columns) and answers the workbook's Blob, so the page stays responsive
 * however long the report (docs/reports.md, "Long reports").
 */
import type { ReportDocument } from './report-document';
import { workbookBlob } from './report-sheets';

self.onmessage = async (e: MessageEvent<{ doc: ReportDocument; generated: string }>) => {
  try {
    self.postMessage({ blob: await workbookBlob(e.data.doc, e.data.generated) });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
