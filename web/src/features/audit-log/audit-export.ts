import type { TAuditEntry } from '@posada/contracts';
import { downloadFile } from '../../lib/export/download';
import { PDF_MIME, pdf } from '../../lib/export/pdf';
import type { ExportTable } from '../../lib/export/table';
import { XLSX_MIME, xlsx } from '../../lib/export/xlsx';
import { formatDate, formatDateTime, hotelDate } from '../../lib/format';

/**
 * The audit log as a table for the files: one row per field changed, so the value before and
 * after (a list price beside the price charged) are columns of their own that Excel filters.
 */
export function auditTable(rows: readonly TAuditEntry[], total: number, filtro: string[]): ExportTable {
  const cut =
    total > rows.length
      ? [
          `Primeros ${rows.length.toLocaleString('es-CO')} de ${total.toLocaleString('es-CO')} registros: acote las fechas o los filtros para exportar el resto.`,
        ]
      : [];
  return {
    title: 'Registro de auditoría',
    subtitle: [...filtro, `Generado el ${formatDate(hotelDate())}`, ...cut],
    columns: [
      { header: 'Fecha' },
      { header: 'Usuario' },
      { header: 'IP' },
      { header: 'Entidad' },
      { header: 'Registro' },
      { header: 'Acción' },
      { header: 'Campo' },
      { header: 'Antes' },
      { header: 'Después' },
    ],
    rows: rows.flatMap((e) => {
      const head = [
        formatDateTime(e.fecha),
        e.usuario ?? '—',
        e.ip ?? '—',
        e.entidad_nombre,
        e.entidad_id ?? '—',
        e.accion_nombre,
      ];
      if (e.cambios.length === 0) return [[...head, null, null, null]];
      return e.cambios.map((c) => [...head, c.campo, c.antes, c.despues]);
    }),
  };
}

export function downloadAudit(table: ExportTable, as: 'xlsx' | 'pdf', name: string): void {
  if (as === 'xlsx') downloadFile(xlsx(table, 'Auditoría'), `${name}.xlsx`, XLSX_MIME);
  else
    downloadFile(
      pdf(table, (value) => value),
      `${name}.pdf`,
      PDF_MIME,
    );
}
