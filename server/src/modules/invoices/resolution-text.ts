import type { DianResolution } from '../numbering';

const day = (date: string) => date.split('-').reverse().join('/');

/** The DIAN resolution as printed on the invoice: number, date, authorized range and validity. */
export function resolutionText(r: DianResolution): string {
  return (
    `Resolución DIAN de facturación No. ${r.numero_resolucion} del ${day(r.fecha_desde)}, ` +
    `autoriza del ${r.prefijo}${r.desde} al ${r.prefijo}${r.hasta}, vigente hasta el ${day(r.fecha_hasta)}`
  );
}
