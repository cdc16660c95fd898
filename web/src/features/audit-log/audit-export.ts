import type { TAuditEntry } from '@posada/contracts';
import { type FigureColumn, type ReportDocument, reportPart } from '../../components/report-document';
import { formatCount, formatDateTime, hotelDate } from '../../lib/format';

/** One change of an entry: the row of the files. */
interface ChangeRow {
  entry: TAuditEntry;
  change: TAuditEntry['cambios'][number] | null;
}

const text = (header: string, value: (row: ChangeRow) => string | null): FigureColumn<ChangeRow> => ({
  header,
  kind: 'text',
  value,
});

const columns: FigureColumn<ChangeRow>[] = [
  text('Fecha', (r) => formatDateTime(r.entry.fecha)),
  text('Usuario', (r) => r.entry.usuario ?? '—'),
  text('IP', (r) => r.entry.ip ?? '—'),
  text('Entidad', (r) => r.entry.entidad_nombre),
  text('Registro', (r) => r.entry.entidad_id ?? '—'),
  text('Acción', (r) => r.entry.accion_nombre),
  text('Campo', (r) => r.change?.campo ?? null),
  text('Antes', (r) => r.change?.antes ?? null),
  text('Después', (r) => r.change?.despues ?? null),
];

/**
 * The audit log for Excel and PDF: one row per field changed, so the value before and after (a
 * list price beside the price charged) are columns of their own that Excel filters.
 */
export function auditDocument(rows: readonly TAuditEntry[], total: number, filtro: string[]): ReportDocument {
  const cut =
    total > rows.length
      ? [
          `Primeros ${formatCount(rows.length)} de ${formatCount(total)} registros: acote las fechas o los filtros para exportar el resto.`,
        ]
      : [];
  return {
    title: 'Registro de auditoría',
    filters: [...filtro, ...cut].join(' · ') || 'Sin filtros',
    fileName: `auditoria-${hotelDate()}`,
    parts: [
      reportPart({
        sheet: 'Auditoría',
        columns,
        rows: rows.flatMap((entry): ChangeRow[] =>
          entry.cambios.length === 0
            ? [{ entry, change: null }]
            : entry.cambios.map((change) => ({ entry, change })),
        ),
      }),
    ],
  };
}
