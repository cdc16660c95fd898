import { type InvoiceTotalRow, invoiceTotalRows, type TInvoice } from '@posada/contracts';
import { dayText } from '@posada/contracts/dates';
import { addMoney, formatCop } from '../../lib/money';
import {
  formatNit,
  type InvoiceIssuer,
  issuerLines,
  logoOf,
  RECEIPT_PAGE,
  receiptRow,
  receiptRule,
  renderPdf,
} from '../../lib/pdf';
import { formatQuantity } from '../../lib/quantity';

export type InvoicePdfFormat = 'carta' | 'tirilla';

const money = (v: string) => formatCop(v);
const amountOf = (r: InvoiceTotalRow) => (r.resta ? `− ${money(r.valor)}` : money(r.valor));
const pct = (v: string) => `${v.replace(/\.00$/, '').replace('.', ',')} %`;

/** The DIAN QR's fields that exist before electronic invoicing (the CUFE comes with it). */
function qrText(inv: TInvoice, issuer: InvoiceIssuer) {
  const iva = addMoney('0', ...inv.impuestos.filter((t) => t.tipo === 'IVA').map((t) => t.valor));
  return [
    `NumFac: ${inv.numero}`,
    `FecFac: ${inv.fecha}`,
    `NitFac: ${issuer.nit}`,
    `DocAdq: ${inv.comprador.documento}`,
    `ValFac: ${inv.base}`,
    `ValIva: ${iva}`,
    `ValTolFac: ${inv.total}`,
    'CUFE: pendiente de facturación electrónica',
  ].join('\n');
}

const buyerLines = (inv: TInvoice) =>
  [
    inv.comprador.nombre,
    `${inv.comprador.tipo_documento} ${inv.comprador.tipo_documento === 'NIT' ? formatNit(inv.comprador.documento, inv.comprador.dv) : inv.comprador.documento}`,
    inv.comprador.direccion ?? '',
    [inv.comprador.telefono, inv.comprador.email].filter(Boolean).join(' · '),
  ].filter(Boolean);

const formLine = (inv: TInvoice) =>
  inv.forma === 'credito' ? `Crédito, vence el ${dayText(inv.vencimiento ?? '')}` : 'Contado';

/**
 * What kind of document the layout prints: the invoice, or a note on it (a debit note), which
 * names its invoice and reason where the invoice prints its resolution, and has no payment means.
 */
export interface DocumentKind {
  titulo: string;
  /** The PDF's title: "Factura", "Nota débito". */
  nombre: string;
  /** A note's reference to its invoice and its reason (in place of the resolution text). */
  referencia?: string;
  /** An electronic document's CUFE (CUDE for a note) and DIAN's consultation URL, its QR. */
  electronico?: ElectronicStamp | null;
}

/** What DIAN identifies an electronic document by, as the PDF prints it. */
export interface ElectronicStamp {
  cufe: string;
  url: string;
  /** CUFE for an invoice; CUDE for a note or a contingency invoice (03). */
  esquema: 'CUFE' | 'CUDE';
}
export const INVOICE: DocumentKind = { titulo: 'FACTURA DE VENTA', nombre: 'Factura' };

const placeholder = (kind: DocumentKind) =>
  kind.electronico
    ? `Representación gráfica de la ${kind.titulo.toLowerCase()} electrónica`
    : `Representación gráfica de la ${kind.titulo.toLowerCase()} — CUFE pendiente de facturación electrónica`;
/** CUFE for an invoice, CUDE for a note or a contingency invoice (annex 1.9 §11.2, §11.4). */
const uuidLabel = (kind: DocumentKind) =>
  `${kind.electronico?.esquema ?? (kind.titulo === INVOICE.titulo ? 'CUFE' : 'CUDE')}: ${kind.electronico?.cufe ?? '—'}`;
/** The QR: DIAN's consultation URL of the electronic document; before it, the invoice's fields. */
const qrOf = (inv: TInvoice, issuer: InvoiceIssuer, kind: DocumentKind) =>
  kind.electronico ? kind.electronico.url : qrText(inv, issuer);

function letter(inv: TInvoice, issuer: InvoiceIssuer, kind: DocumentKind): object {
  const lineRows = inv.lineas.map((l) => [
    { text: String(l.orden), alignment: 'right' },
    l.descripcion,
    { text: formatQuantity(l.cantidad), alignment: 'right' },
    { text: money(l.precio_unitario), alignment: 'right' },
    { text: money(l.descuento), alignment: 'right' },
    {
      text:
        l.impuestos
          .map((t) => (t.nombre.includes('exento') ? 'IVA exento' : `${t.tipo} ${pct(t.porcentaje)}`))
          .join('\n') || 'Excluido',
      alignment: 'center',
    },
    { text: money(l.base), alignment: 'right' },
    { text: money(l.total), alignment: 'right' },
  ]);
  const head = ['#', 'Descripción', 'Cant.', 'Vr. unitario', 'Desc.', 'Impuesto', 'Base', 'Total'].map(
    (t) => ({ text: t, style: 'th' }),
  );
  return {
    pageSize: 'LETTER',
    pageMargins: [36, 36, 36, 48],
    defaultStyle: { font: 'Roboto', fontSize: 8.5 },
    styles: {
      th: { bold: true, fillColor: '#eeeeee' },
      title: { fontSize: 13, bold: true },
      small: { fontSize: 7.5, color: '#333333' },
    },
    info: { title: `${kind.nombre} ${inv.numero}`, author: issuer.razon_social },
    footer: (page: number, pages: number) => ({
      margin: [36, 8, 36, 0],
      columns: [
        { text: issuer.pie_factura ?? '', style: 'small' },
        { text: `Página ${page} de ${pages}`, alignment: 'right', style: 'small', width: 90 },
      ],
    }),
    content: [
      {
        columns: [
          { width: 90, stack: logoOf(issuer, 80) },
          { width: '*', stack: [{ text: issuer.nombre, style: 'title' }, ...issuerLines(issuer)] },
          {
            width: 170,
            table: {
              widths: ['*'],
              body: [
                [{ text: kind.titulo, bold: true, alignment: 'center', fillColor: '#eeeeee' }],
                [{ text: `No. ${inv.numero}`, fontSize: 14, bold: true, alignment: 'center' }],
                [
                  {
                    text: `Emitida: ${inv.emitida_local}\nForma de pago: ${formLine(inv)}`,
                    alignment: 'center',
                  },
                ],
              ],
            },
          },
        ],
        columnGap: 10,
      },
      { text: kind.referencia ?? inv.resolucion_texto, style: 'small', margin: [0, 6, 0, 6] },
      {
        table: {
          widths: ['*'],
          body: [[{ stack: [{ text: 'Adquiriente', bold: true }, ...buyerLines(inv)] }]],
        },
        margin: [0, 0, 0, 8],
      },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [14, '*', 28, 56, 44, 48, 56, 60],
          body: [head, ...lineRows],
        },
        layout: 'lightHorizontalLines',
      },
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: 'Impuestos', bold: true, margin: [0, 8, 0, 2] },
              {
                table: {
                  widths: ['*', 70, 60],
                  body: [
                    ['Impuesto', 'Base', 'Valor'].map((t) => ({ text: t, style: 'th' })),
                    ...inv.impuestos.map((t) => [
                      t.nombre,
                      { text: money(t.base), alignment: 'right' },
                      { text: money(t.valor), alignment: 'right' },
                    ]),
                  ],
                },
                layout: 'lightHorizontalLines',
              },
              ...(kind.referencia ? [] : [{ text: 'Medios de pago', bold: true, margin: [0, 8, 0, 2] }]),
              ...(kind.referencia
                ? []
                : inv.pagos.length
                  ? inv.pagos.map(
                      (p) =>
                        `${p.nombre}${p.medio_dian ? ` (código DIAN ${p.medio_dian})` : ''}: ${money(p.monto)}`,
                    )
                  : ['A crédito']),
              ...(inv.cambio !== '0.00' ? [`Cambio entregado: ${money(inv.cambio)}`] : []),
            ],
          },
          {
            width: 200,
            margin: [0, 8, 0, 0],
            table: {
              widths: ['*', 90],
              body: invoiceTotalRows(inv).map((r) => [
                { text: r.total ? 'TOTAL' : r.label, bold: r.total },
                { text: amountOf(r), bold: r.total, alignment: 'right' },
              ]),
            },
          },
        ],
        columnGap: 16,
      },
      { text: `Son: ${inv.total_letras}`, bold: true, margin: [0, 8, 0, 4] },
      ...(inv.nota_exencion ? [{ text: inv.nota_exencion, style: 'small', margin: [0, 0, 0, 4] }] : []),
      ...(inv.observaciones ? [{ text: `Observaciones: ${inv.observaciones}`, style: 'small' }] : []),
      {
        margin: [0, 10, 0, 0],
        table: {
          widths: [80, '*'],
          body: [
            [
              { qr: qrOf(inv, issuer, kind), fit: 78 },
              {
                stack: [
                  { text: placeholder(kind), bold: true },
                  { text: uuidLabel(kind), style: 'small', margin: [0, 4, 0, 0] },
                ],
                margin: [4, 4, 4, 4],
              },
            ],
          ],
        },
      },
    ],
  };
}

function receipt(inv: TInvoice, issuer: InvoiceIssuer, kind: DocumentKind): object {
  return {
    ...RECEIPT_PAGE,
    info: { title: `${kind.nombre} ${inv.numero}`, author: issuer.razon_social },
    content: [
      { stack: logoOf(issuer, 60), alignment: 'center' },
      { text: issuer.nombre, bold: true, fontSize: 9, alignment: 'center' },
      { stack: issuerLines(issuer), alignment: 'center' },
      receiptRule(),
      { text: `${kind.titulo} ${inv.numero}`, bold: true, alignment: 'center' },
      { text: inv.emitida_local, alignment: 'center' },
      { text: kind.referencia ?? inv.resolucion_texto, fontSize: 6.5, alignment: 'center' },
      receiptRule(),
      { stack: buyerLines(inv) },
      `Forma de pago: ${formLine(inv)}`,
      receiptRule(),
      ...inv.lineas.flatMap((l) => [
        { text: l.descripcion },
        receiptRow(
          `  ${formatQuantity(l.cantidad)} × ${money(l.precio_unitario)}${l.descuento !== '0.00' ? ` − ${money(l.descuento)}` : ''}`,
          money(l.total),
        ),
      ]),
      receiptRule(),
      ...invoiceTotalRows(inv).map((r) => receiptRow(r.total ? 'TOTAL' : r.label, amountOf(r), r.total)),
      { text: `Son: ${inv.total_letras}`, fontSize: 6.5, margin: [0, 2, 0, 2] },
      ...inv.pagos.map((p) =>
        receiptRow(`${p.nombre}${p.medio_dian ? ` (${p.medio_dian})` : ''}`, money(p.monto)),
      ),
      ...(inv.cambio !== '0.00' ? [receiptRow('Cambio', money(inv.cambio))] : []),
      ...(inv.nota_exencion ? [{ text: inv.nota_exencion, fontSize: 6.5, margin: [0, 2, 0, 0] }] : []),
      receiptRule(),
      { qr: qrOf(inv, issuer, kind), fit: 90, alignment: 'center' },
      { text: placeholder(kind), fontSize: 6.5, alignment: 'center', margin: [0, 2, 0, 0] },
      ...(kind.electronico ? [{ text: uuidLabel(kind), fontSize: 6, alignment: 'center' }] : []),
      ...(issuer.pie_factura
        ? [{ text: issuer.pie_factura, fontSize: 6.5, alignment: 'center', margin: [0, 4, 0, 0] }]
        : []),
    ],
  };
}

/** The invoice's (or a note's, `kind`) printable document: letter size, or an 80 mm receipt. */
export function invoiceDocument(
  inv: TInvoice,
  issuer: InvoiceIssuer,
  formato: InvoicePdfFormat,
  kind: DocumentKind = INVOICE,
): object {
  return formato === 'tirilla' ? receipt(inv, issuer, kind) : letter(inv, issuer, kind);
}

export type { InvoiceIssuer };
export { formatNit, renderPdf };
