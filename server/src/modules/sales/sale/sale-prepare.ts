import { invoiceThreshold, type OutletTaxRegime, type TSaleBody } from '@posada/contracts';
import type { Tx } from '../../../db/client';
import { type LineAmounts, LineError } from '../../../kernel/ledger/line-amounts';
import { checkOverrides, overridesOf, soldLines } from '../../../kernel/pricing/price-overrides';
import { BusinessRuleError, ValidationError } from '../../../lib/errors';
import { addMoney } from '../../../lib/money';
import { priceSaleLine } from './sale-lines';
import type { SalesRepository } from './sales.repository';
import type { SellingActor } from './selling-actor';

const INVALID = 'Los datos enviados no son válidos';
/** A sale's 400: the fields and what is wrong with each. */
export const invalid = (errors: Record<string, string[]>) => new ValidationError(INVALID, errors);

export type Product = Awaited<ReturnType<SalesRepository['products']>>[number];
type Outlet = NonNullable<Awaited<ReturnType<SalesRepository['outlet']>>>;

/** 5 UVT (`uvt`, of the year of `fecha`, as read): the most a POS ticket may hold before taxes. */
export function thresholdOf(fecha: string, uvt: string | undefined) {
  if (!uvt) throw new BusinessRuleError(`No está configurado el valor de la UVT de ${fecha.slice(0, 4)}`);
  return invoiceThreshold(uvt);
}

/**
 * A sale before anything is written: its outlet, products and lines checked, priced by the
 * outlet's tax regime, with the price overrides the seller made; and the 5 UVT threshold of a POS
 * ticket.
 */
export function createSalePreparation(repo: SalesRepository) {
  /** The lines' products: the hotel's, active, sold at the point of sale and offered by the outlet. */
  async function productsOf(tx: Tx, hotelId: number, outlet: Outlet, body: Pick<TSaleBody, 'lineas'>) {
    const found = new Map(
      (
        await repo.products(
          tx,
          hotelId,
          body.lineas.map((l) => l.product_id),
          outlet.id,
        )
      ).map((p) => [p.id, p]),
    );
    const errors: Record<string, string[]> = {};
    body.lineas.forEach((line, i) => {
      const p = found.get(line.product_id);
      const field = `lineas.${i}.product_id`;
      if (!p) errors[field] = ['El producto no existe'];
      else if (p.alojamiento) errors[field] = ['El alojamiento se carga con las noches de la estadía'];
      else if (!p.estado) errors[field] = [`El producto «${p.nombre}» está inactivo`];
      else if (!p.venta_pos) errors[field] = [`«${p.nombre}» no se vende en el punto de venta`];
      else if (!p.ofrecido) errors[field] = [`«${p.nombre}» no se ofrece en «${outlet.nombre}»`];
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    return found;
  }

  /** The sale's parts checked and priced (the price overrides checked when `guard`). */
  async function prepare(
    tx: Tx,
    actor: SellingActor,
    body: Pick<TSaleBody, 'punto_venta_id' | 'lineas' | 'motivo'> & { cliente_id?: number | null },
    guard = true,
  ) {
    const outlet = await repo.outlet(tx, actor.hotelId, body.punto_venta_id);
    if (!outlet) throw invalid({ punto_venta_id: ['El punto de venta no existe'] });
    if (!outlet.estado)
      throw invalid({ punto_venta_id: [`El punto de venta «${outlet.nombre}» está inactivo`] });
    if (body.cliente_id && !(await repo.clientExists(tx, actor.hotelId, body.cliente_id))) {
      throw invalid({ cliente_id: ['El cliente no existe'] });
    }
    const products = await productsOf(tx, actor.hotelId, outlet, body);
    const sold = soldLines(body.lineas, (id) => products.get(id) as Product);
    const overrides = overridesOf(sold);
    if (guard) checkOverrides(actor, overrides, body.motivo, outlet.descuento_libre);
    const { inc } = outlet;
    if (!inc) throw new BusinessRuleError('Falta el impuesto INC 8 % en el catálogo de impuestos');
    const regimen = outlet.regimen as OutletTaxRegime;
    const priced = sold.map((s, i): LineAmounts => {
      try {
        return priceSaleLine(regimen, products.get(s.producto_id) as Product, inc, s);
      } catch (error) {
        if (error instanceof LineError) throw invalid({ [`lineas.${i}.descuento`]: [error.message] });
        throw error;
      }
    });
    const subtotal = addMoney('0', ...priced.map((p) => p.valor));
    const impuesto = addMoney('0', ...priced.map((p) => p.impuesto));
    return {
      outlet,
      regimen,
      products,
      sold,
      overrides,
      priced,
      subtotal,
      impuesto,
      total: addMoney(subtotal, impuesto),
    };
  }

  /** 5 UVT of the business year: the most a POS ticket may hold before taxes. */
  async function threshold(tx: Tx, fecha: string) {
    return thresholdOf(fecha, await repo.uvt(tx, Number(fecha.slice(0, 4))));
  }

  return { prepare, threshold };
}

export type Prepared = Awaited<ReturnType<ReturnType<typeof createSalePreparation>['prepare']>>;
