/** A report as the exports see it: a title, column headers and rows of text or amounts. */
export interface ExportColumn {
  header: string;
  /** Amounts are decimal strings; they go into Excel as numbers and are right-aligned in PDF. */
  kind?: 'text' | 'money';
}

export type ExportCell = string | null;

/** One table of a report: its columns, its rows and the lines of text printed under it. */
export interface ExportSection {
  /** A heading over the table (the first table has the report's title instead). */
  heading?: string;
  columns: ExportColumn[];
  rows: ExportCell[][];
  /** Lines under the table: what its figures mean. */
  notes?: string[];
}

export interface ExportTable extends ExportSection {
  title: string;
  /** Lines under the title (filters, date of the report). */
  subtitle?: string[];
  /** Further tables under the first, each with its own columns (e.g. a report's totals). */
  sections?: ExportSection[];
}

/** The tables of a report in print order: the main one, then its sections. */
export const sectionsOf = (table: ExportTable): ExportSection[] => [table, ...(table.sections ?? [])];
