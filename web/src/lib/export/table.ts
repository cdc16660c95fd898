/** A report as the exports see it: a title, column headers and rows of text or amounts. */
export interface ExportColumn {
  header: string;
  /** Amounts are decimal strings; they go into Excel as numbers and are right-aligned in PDF. */
  kind?: 'text' | 'money';
}

export type ExportCell = string | null;

export interface ExportTable {
  title: string;
  /** Lines under the title (filters, date of the report). */
  subtitle?: string[];
  columns: ExportColumn[];
  rows: ExportCell[][];
}
