import { dayText } from '@posada/contracts/dates';
import { divRound } from '../../lib/decimal';
import { fromCents, toCents } from '../../lib/money';
import { toMilli } from '../../lib/quantity';
import type { InvoiceLineInput, TaxType } from './invoice-lines';

/** An account charge as the ledger keeps it (modules/accounts): its line and its taxes. */
export interface BillableCharge {
  concepto: string;
  /** The night a lodging charge is for. */
  fecha: string | null;
  cantidad: string;
  descuento: string;
  alojamiento: boolean;
  /** Base after the discount, exact (cents). */
  valor: string;
  /** Base plus its taxes, exact (cents): what the guest was told the charge costs. */
  total: string;
  impuestos: {
    impuesto_id: number | null;
    tipo: TaxType | 'excluido';
    nombre: string;
    porcentaje: string;
    exento: boolean;
  }[];
}

/**
 * A charge as an invoice line: its quantity, the unit price before taxes (base plus discount over
 * the quantity, to the cent), its discount and its taxes; an exempt IVA is billed at 0 %, an
 * excluded line has none. The exact base and total go along so the line rounds them, not the
 * unit price, and keeps the total the account showed.
 */
export function chargeLine(charge: BillableCharge): InvoiceLineInput {
  const gross = toCents(charge.valor) + toCents(charge.descuento);
  const precio = divRound(gross * 1000n, toMilli(charge.cantidad));
  return {
    descripcion: charge.fecha ? `${charge.concepto} — noche ${dayText(charge.fecha)}` : charge.concepto,
    cantidad: charge.cantidad,
    precio_unitario: fromCents(precio),
    descuento: charge.descuento,
    alojamiento: charge.alojamiento,
    valor: charge.valor,
    total: charge.total,
    impuestos: charge.impuestos
      .filter((t) => t.tipo !== 'excluido')
      .map((t) => ({
        impuesto_id: t.impuesto_id,
        tipo: t.tipo as TaxType,
        nombre: t.exento ? 'IVA exento 0 %' : t.nombre,
        porcentaje: t.exento ? '0.00' : t.porcentaje,
      })),
  };
}
