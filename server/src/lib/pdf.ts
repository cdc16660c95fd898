/**
 * The server's PDF engine: pdfmake with its embedded Roboto, shared by the invoice and the sale
 * ticket layouts (each module builds its document definition; this renders it).
 */
import { createRequire } from 'node:module';
import path from 'node:path';

/** A piece of a pdfmake document. */
export type Content = Record<string, unknown> | string | Content[];

/** The hotel as the invoice heads it. */
export interface InvoiceIssuer {
  nombre: string;
  razon_social: string;
  nit: string;
  dv: string;
  rnt: string | null;
  direccion: string | null;
  telefono: string | null;
  email: string | null;
  ciudad: string | null;
  pie_factura: string | null;
  logo: Buffer | null;
  logo_mime: string | null;
}

// pdfmake 0.3 is CommonJS without types: the few calls used here, typed by hand.
interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(doc: object): { getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);
const fontsDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
let pdfmake: PdfMake | undefined;

/** pdfmake with its embedded Roboto (full Latin: ñ, accents) and no access beyond the fonts. */
function engine(): PdfMake {
  if (!pdfmake) {
    pdfmake = require('pdfmake') as PdfMake;
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((p) => path.resolve(p).startsWith(fontsDir));
    pdfmake.setFonts({
      Roboto: {
        normal: path.join(fontsDir, 'Roboto-Regular.ttf'),
        bold: path.join(fontsDir, 'Roboto-Medium.ttf'),
        italics: path.join(fontsDir, 'Roboto-Italic.ttf'),
        bolditalics: path.join(fontsDir, 'Roboto-MediumItalic.ttf'),
      },
    });
  }
  return pdfmake;
}

/** 900123456 and 7 → "900.123.456-7". */
export const formatNit = (nit: string, dv: string | null) =>
  `${nit.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${dv ? `-${dv}` : ''}`;

/** The hotel's logo (PNG or JPEG) fitted in `width` points, or nothing. */
export function logoOf(issuer: InvoiceIssuer, width: number): Content[] {
  if (!issuer.logo || !issuer.logo_mime || !/^image\/(png|jpeg)$/.test(issuer.logo_mime)) return [];
  return [
    { image: `data:${issuer.logo_mime};base64,${issuer.logo.toString('base64')}`, fit: [width, width] },
  ];
}

/** The hotel's heading lines: company name, NIT, RNT, address, contact. */
export const issuerLines = (issuer: InvoiceIssuer) =>
  [
    issuer.razon_social,
    `NIT ${formatNit(issuer.nit, issuer.dv)}`,
    issuer.rnt ? `RNT ${issuer.rnt}` : '',
    [issuer.direccion, issuer.ciudad].filter(Boolean).join(', '),
    [issuer.telefono, issuer.email].filter(Boolean).join(' · '),
  ].filter(Boolean);

/** An 80 mm receipt's page: 72 mm printable, as tall as the content, Roboto 7.5. */
export const RECEIPT_PAGE = {
  pageSize: { width: 226.77, height: 'auto' },
  pageMargins: [8, 8, 8, 8],
  defaultStyle: { font: 'Roboto', fontSize: 7.5 },
};

/** A receipt's dashed rule (a fresh object each time: pdfmake writes positions into the nodes it lays out). */
export const receiptRule = () => ({
  canvas: [{ type: 'line', x1: 0, y1: 0, x2: 210, y2: 0, lineWidth: 0.5, dash: { length: 2 } }],
  margin: [0, 3, 0, 3],
});

/** A receipt's line: the label left, the amount right. */
export const receiptRow = (left: string, right: string, bold = false) => ({
  columns: [
    { text: left, bold },
    { text: right, alignment: 'right', bold, width: 'auto' },
  ],
});

/** A pdfmake document definition rendered to its bytes. */
export function renderPdf(doc: object): Promise<Buffer> {
  return engine().createPdf(doc).getBuffer();
}
