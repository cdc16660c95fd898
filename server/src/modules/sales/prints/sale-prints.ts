import QRCode from 'qrcode';
import type { Db } from '../../../db/client';
import { createInvoicesRepository } from '../../../kernel/invoicing/invoices.repository';
import { NotFoundError } from '../../../lib/errors';
import { renderPdf } from '../../../lib/pdf';
import type { SalesService } from '../sale/sales.service';
import { saleTicketDocument, type TicketStamp } from './sale-ticket-pdf';

/**
 * The electronic identity of a tiquete POS (its CUDE, signed now if the queue has not reached it)
 * or null when it is not electronic. Handed in by buildApp from e-invoicing.
 */
export type TicketStamps = (hotelId: number, saleId: number) => Promise<TicketStamp | null>;

const NOT_ELECTRONIC = 'La venta no tiene un documento electrónico con código QR';

/** What is printed of a sale besides the screen's view: its ticket as a PDF, and DIAN's QR. */
export function createSalePrints({
  db,
  sales,
  stamps = async () => null,
}: {
  db: Db;
  sales: Pick<SalesService, 'detail'>;
  stamps?: TicketStamps | undefined;
}) {
  const invoices = createInvoicesRepository();

  /** A tiquete POS's stamp (a factura's QR is its invoice's PDF; a room charge has none). */
  async function stampOf(hotelId: number, sale: { id: number; documento: string; dian: string | null }) {
    return sale.documento === 'pos' && sale.dian ? stamps(hotelId, sale.id) : null;
  }

  return {
    /** ventaPdf: the 80 mm ticket, made from what is stored (the same content every time). */
    async pdf(hotelId: number, id: number) {
      const [sale, issuer] = await Promise.all([sales.detail(hotelId, id), invoices.issuer(db, hotelId)]);
      if (!issuer) throw new NotFoundError('La venta no existe');
      const buffer = await renderPdf(saleTicketDocument(sale, issuer, await stampOf(hotelId, sale)));
      return { numero: sale.numero ?? `venta-${sale.id}`, buffer };
    },

    /** ventaQr: DIAN's consultation URL of the electronic tiquete as a QR in SVG (404 when it has none). */
    async qr(hotelId: number, id: number): Promise<string> {
      const stamp = await stampOf(hotelId, await sales.detail(hotelId, id));
      if (!stamp) throw new NotFoundError(NOT_ELECTRONIC);
      return QRCode.toString(stamp.url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    },
  };
}

export type SalePrints = ReturnType<typeof createSalePrints>;
