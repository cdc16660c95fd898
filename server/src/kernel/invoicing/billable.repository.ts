import { entryKinds, entryTaxKinds, paymentGroups } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { clientes } from '../../db/schema';
import { clientName, intArray, parsedRows } from '../../lib/raw-sql';

/** A tax of an entry, as the invoice's lines take it. */
const ZEntryTax = z.object({
  movimiento_id: z.number(),
  impuesto_id: z.number().nullable(),
  tipo: z.enum(entryTaxKinds),
  nombre: z.string(),
  porcentaje: z.string(),
  exento: z.boolean(),
});
export type EntryTax = z.infer<typeof ZEntryTax>;

/** A charge or discount of the account no invoice has taken yet; money and dates as text. */
const ZBillableEntry = z.object({
  id: z.number(),
  tipo: z.enum(entryKinds),
  concepto: z.string(),
  fecha: z.string().nullable(),
  producto_id: z.number().nullable(),
  cantidad: z.string(),
  descuento: z.string(),
  alojamiento: z.boolean(),
  valor: z.string(),
  impuesto: z.string(),
  total: z.string(),
  descuento_de: z.number().nullable(),
  impuestos: z.array(ZEntryTax),
});
export type BillableEntry = z.infer<typeof ZBillableEntry>;

/** A client as the invoice's buyer, with what the exemption rule reads. */
const ZBuyer = z.object({
  id: z.number(),
  nombre: z.string(),
  tipo_documento: z.string(),
  numero_documento: z.string(),
  dv: z.string().nullable(),
  direccion: z.string().nullable(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  nacionalidad: z.string().nullable(),
  extranjero_no_residente: z.boolean(),
  soporte_migratorio: z.string().nullable(),
  estado: z.boolean(),
  /** DIAN's code of the document type, and the DIVIPOLA code of the client's city (e-invoicing's check). */
  tipo_codigo: z.string().nullable(),
  ciudad_codigo: z.string().nullable(),
});
export type Buyer = z.infer<typeof ZBuyer>;

/** What an invoice reads of its account once the account is locked. */
const ZBilling = z.object({
  /** The billable entries, in the order they were written. */
  entries: z.array(ZBillableEntry),
  /** The account's totals (every entry), as `LedgerRepository.totals` answers them. */
  totals: z.object({ cargos: z.string(), pagos: z.string(), descuentos: z.string() }),
  /** The buyer asked for (null when none was, or when it is not a client of the hotel). */
  buyer: ZBuyer.nullable(),
  /** The payment methods asked for that exist (active or not). */
  metodos: z.array(
    z.object({ id: z.number(), nombre: z.string(), grupo: z.enum(paymentGroups), estado: z.boolean() }),
  ),
  /** Whether the hotel issues electronically now (its invoice's buyer must then suit DIAN). */
  electronica: z.boolean(),
});
export type Billing = z.infer<typeof ZBilling>;

const c = alias(clientes, 'c');

/**
 * What an invoice reads of an account it holds locked, in one statement: the entries no invoice
 * has taken yet and that stand — charges and discounts not reversed, not moved out, not
 * themselves a reversal or a move out, not billed nor written by an invoice — each with its
 * taxes; the account's totals; the buyer (`buyerId`, a client of `hotelId`); and the payment
 * methods offered (`methodIds`). Money and rates as text, as the columns' own mapping answers them.
 */
export async function billingOf(
  ex: Executor,
  hotelId: number,
  cuentaId: number,
  buyerId: number | null,
  methodIds: number[],
): Promise<Billing> {
  const sumOf = (tipo: string) =>
    sql`coalesce(sum(t.total) filter (where t.tipo = ${tipo}), 0)::numeric(14,2)::text`;
  const [row] = parsedRows(
    'invoicing.billing',
    ZBilling,
    await ex.execute(sql`
      select
        coalesce((select json_agg(json_build_object('id', m.id, 'tipo', m.tipo, 'concepto', m.concepto,
            'fecha', m.fecha::text, 'producto_id', m.producto_id, 'cantidad', m.cantidad::text,
            'descuento', m.descuento::text, 'alojamiento', m.alojamiento, 'valor', m.valor::text,
            'impuesto', m.impuesto::text, 'total', m.total::text, 'descuento_de', m.descuento_de,
            'impuestos', coalesce((select json_agg(json_build_object('movimiento_id', i.movimiento_id,
                'impuesto_id', i.impuesto_id, 'tipo', i.tipo, 'nombre', i.nombre, 'porcentaje', i.porcentaje::text,
                'exento', i.exento) order by i.id)
              from cuenta_movimiento_impuestos i where i.movimiento_id = m.id), '[]'))
            order by m.fecha, m.id)
          from cuenta_movimientos m
          where m.cuenta_id = ${cuentaId} and m.tipo in ('cargo', 'descuento') and m.reversa_de is null
            and m.traslado is distinct from 'salida'
            -- Two probes, each on its own index (an OR of both would scan the table).
            and not exists (select 1 from cuenta_movimientos d where d.reversa_de = m.id)
            and not exists (select 1 from cuenta_movimientos d
              where d.trasladado_de = m.id and d.traslado = 'salida' and d.cuenta_id = ${cuentaId})
            and not exists (select 1 from factura_lineas l where l.cuenta_movimiento_id = m.id)
            and not exists (select 1 from factura_movimientos f where f.movimiento_id = m.id)), '[]') as entries,
        (select json_build_object('cargos', ${sumOf('cargo')}, 'pagos', ${sumOf('pago')},
            'descuentos', ${sumOf('descuento')})
          from cuenta_movimientos t where t.cuenta_id = ${cuentaId}) as totals,
        (select json_build_object('id', c.id, 'nombre', ${clientName(c)}, 'tipo_documento', d.abreviatura,
            'numero_documento', c.numero_documento, 'dv', c.dv, 'direccion', c.direccion, 'email', c.email,
            'telefono', c.telefono, 'nacionalidad', p.codigo,
            'extranjero_no_residente', c.extranjero_no_residente, 'soporte_migratorio', c.soporte_migratorio,
            'estado', c.estado, 'tipo_codigo', d.codigo, 'ciudad_codigo', ci.codigo)
          from clientes c
          join tipos_documento d on d.id = c.tipo_documento_id
          left join paises p on p.id = c.nacionalidad_id
          left join ciudades ci on ci.id = c.ciudad_id
          where c.id = ${buyerId} and c.hotel_id = ${hotelId}) as buyer,
        coalesce((select json_agg(json_build_object('id', f.id, 'nombre', f.nombre, 'grupo', f.grupo,
            'estado', f.estado))
          from formas_pago f where f.id = any(${intArray(methodIds)}::int[])), '[]') as metodos,
        coalesce((select fe.emitir from facturacion_electronica fe where fe.hotel_id = ${hotelId}), false)
          as electronica`),
  );
  if (!row) throw new Error('La cuenta no se leyó');
  return row;
}
