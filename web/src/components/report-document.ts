import type { ReactNode } from 'react';

/** A value of a report's cell as the columns read it (decimal strings for amounts). */
export type FigureValue = string | number | null;

/**
 * How a figure is shown (and formatted in Excel): text, a date, a count, whole pesos, pesos with
 * cents (a unit cost), a percentage, a quantity of stock (up to three decimals).
 */
export type FigureKind = 'text' | 'date' | 'count' | 'money' | 'cost' | 'percent' | 'quantity';

/**
 * A column of a report table, the one description the screen (FiguresTable) and the files
 * (reportPart) are made from: its header, how its value is shown (and aligned), and where it is read.
 */
export interface FigureColumn<Row> {
  header: string;
  /** The screen's header where it differs from the files' (shorter, or for screen readers only). */
  screenHeader?: ReactNode;
  kind: FigureKind;
  value: (row: Row) => FigureValue;
  /** How the screen shows the cell when it says more than the value (a badge, an overdue date in red). */
  cell?: (row: Row) => ReactNode;
  /** A column of the screen only or of the files only (the screen folds three amounts into one). */
  only?: 'screen' | 'files';
  /** The screen column's width in pixels. */
  width?: number;
}

/** One table of a report as its screen defines it: the columns read each row. */
export interface ReportTable<Row> {
  /** The table's name: its sheet in Excel (at most 31 characters), its heading in the PDF. */
  sheet: string;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  /** The totals row, read by the same columns (its first cell says "Total"). */
  totals?: Row | undefined;
  /** Lines under the table: what its figures mean. */
  notes?: readonly string[];
  /** Rows to set apart (stock under its minimum): shaded on screen, in Excel and in the PDF. */
  marked?: (row: Row) => boolean;
  /** Rows that are a balance or a subtotal among the rows (the kardex's opening balance): in bold. */
  strong?: (row: Row) => boolean;
}

/** A table with its values read: what the Excel and PDF writers lay out. */
export interface ReportPart {
  title: string;
  columns: { header: string; kind: FigureKind }[];
  rows: { cells: FigureValue[]; marked: boolean; strong: boolean }[];
  totals: FigureValue[] | null;
  notes: readonly string[];
}

/**
 * A report as every export writes it (issue 29, "one export path"): the title, the filters it was
 * read with, its tables, and the file's name without extension. The screen's tables and the files
 * come from the same column definitions, so Excel and PDF show what the screen shows.
 */
export interface ReportDocument {
  title: string;
  /** The filters applied, in one line ("Del 01/11/2026 al 30/11/2026 · Tipo: Doble"). */
  filters: string;
  parts: ReportPart[];
  fileName: string;
}

/** Reads a table's rows through its columns, once, for the writers. */
export function reportPart<Row>(table: ReportTable<Row>): ReportPart {
  const columns = table.columns.filter((c) => c.only !== 'screen');
  const read = (row: Row) => columns.map((c) => c.value(row));
  return {
    title: table.sheet,
    columns: columns.map(({ header, kind }) => ({ header, kind })),
    rows: table.rows.map((row) => ({
      cells: read(row),
      marked: table.marked?.(row) ?? false,
      strong: table.strong?.(row) ?? false,
    })),
    totals: table.totals === undefined ? null : ['Total', ...read(table.totals).slice(1)],
    notes: table.notes ?? [],
  };
}

export type ExportFormat = 'xlsx' | 'pdf';

/** The hotel as a PDF report heads it: its name and its logo (a PNG or JPEG data URL), if any. */
export interface Letterhead {
  nombre: string;
  logo: string | null;
}
