import { saleDocuments, type TSale } from '@posada/contracts';
import { dayText } from '@posada/contracts/dates';
import { localDate, localTime } from '../../../lib/clock';
import { addMoney, formatCop } from '../../../lib/money';
import {
  type InvoiceIssuer,
  issuerLines,
  logoOf,
  RECEIPT_PAGE,
  receiptRow,
  receiptRule,
} from '../../../lib/pdf';
import { formatQuantity } from '../../../lib/quantity';

/** An electronic tiquete POS: its CUDE and DIAN's consultation URL (the QR). */
export interface TicketStamp {
  cufe: string;
  url: string;
}

/** The sale's date and time in the hotel's zone: "20/11/2026 14:05". */
function stampText(iso: string, timeZone: string): string {
  const at = new Date(iso);
  return `${dayText(localDate(at, timeZone))} ${localTime(at, timeZone)}`;
}

/**
 * The sale's 80 mm ticket as a PDF (72 mm printable, as tall as the content): what the screen's
 * print view shows — the document and number, the lines, the taxes, the tip, the payments and the
 * change — headed by the hotel; an electronic tiquete POS ends with DIAN's QR and its CUDE, a room
 * charge or a credit sale with the signature line.
 */
export function saleTicketDocument(
  sale: TSale,
  issuer: InvoiceIssuer & { zona_horaria: string },
  stamp: TicketStamp | null,
): object {
  const taxes = new Map<string, string>();
  for (const t of sale.lineas.flatMap((l) => l.impuestos)) {
    taxes.set(t.nombre, addMoney(taxes.get(t.nombre) ?? '0', t.valor));
  }
  const title = `${saleDocuments[sale.documento]} ${sale.numero ?? ''}`.trim();
  return {
    ...RECEIPT_PAGE,
    info: { title, author: issuer.razon_social },
    content: [
      { stack: logoOf(issuer, 60), alignment: 'center' },
      { text: issuer.nombre, bold: true, fontSize: 9, alignment: 'center' },
      { stack: issuerLines(issuer), alignment: 'center' },
      receiptRule(),
      { text: sale.punto_venta, bold: true, alignment: 'center' },
      { text: title, bold: true, alignment: 'center' },
      ...(sale.resolucion ? [{ text: sale.resolucion, fontSize: 6.5, alignment: 'center' }] : []),
      { text: stampText(sale.creada, issuer.zona_horaria), alignment: 'center' },
      receiptRule(),
      `Cliente: ${sale.cliente}${sale.cliente_documento ? ` · ${sale.cliente_documento}` : ''}`,
      ...(sale.habitacion ? [`Habitación ${sale.habitacion}`] : []),
      `Atendió: ${sale.usuario}`,
      ...(sale.estado === 'anulada' ? [{ text: `ANULADA: ${sale.motivo_anulacion ?? ''}`, bold: true }] : []),
      receiptRule(),
      ...sale.lineas.flatMap((l) => [
        { text: l.producto },
        receiptRow(
          `  ${formatQuantity(l.cantidad)} × ${formatCop(l.precio)}${l.descuento !== '0.00' ? ` − ${formatCop(l.descuento)}` : ''}`,
          formatCop(l.total),
        ),
        ...(l.nota ? [{ text: `  ${l.nota}`, italics: true }] : []),
      ]),
      receiptRule(),
      receiptRow('Subtotal', formatCop(sale.subtotal)),
      ...[...taxes].map(([nombre, valor]) => receiptRow(nombre, formatCop(valor))),
      receiptRow('TOTAL', formatCop(sale.total), true),
      ...(sale.propina !== '0.00' ? [receiptRow('Propina voluntaria', formatCop(sale.propina))] : []),
      ...sale.pagos.map((p) => receiptRow(p.forma_pago, formatCop(p.monto))),
      ...(sale.cambio !== '0.00' ? [receiptRow('Cambio', formatCop(sale.cambio), true)] : []),
      ...(sale.credito && sale.vencimiento
        ? [receiptRow('A crédito, vence', dayText(sale.vencimiento))]
        : []),
      ...(sale.nota_anulacion ? [receiptRow('Anulada con', sale.nota_anulacion)] : []),
      ...(stamp
        ? [
            receiptRule(),
            { qr: stamp.url, fit: 90, alignment: 'center' },
            { text: 'Documento equivalente electrónico POS', fontSize: 6.5, alignment: 'center' },
            { text: `CUDE: ${stamp.cufe}`, fontSize: 6, alignment: 'center' },
          ]
        : []),
      ...(sale.documento === 'habitacion' || sale.credito
        ? [
            { text: ' ', margin: [0, 18, 0, 0] },
            receiptRule(),
            {
              text: sale.credito ? 'Firma y sello del cliente' : 'Firma del huésped',
              alignment: 'center',
            },
          ]
        : []),
      ...(issuer.pie_factura
        ? [{ text: issuer.pie_factura, fontSize: 6.5, alignment: 'center', margin: [0, 4, 0, 0] }]
        : []),
    ],
  };
}
