import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  cuentaMovimientoImpuestos,
  cuentaMovimientos,
  facturaLineas,
  facturaMovimientos,
} from '../../db/schema';

/**
 * The entries of an account no invoice has taken yet and that stand: charges and discounts not
 * reversed, not moved out, not themselves a reversal or a move out, not billed nor written by
 * an invoice. Each with its taxes (one query).
 */
export async function billableEntries(ex: Executor, cuentaId: number) {
  const rows = await ex
    .select({
      id: cuentaMovimientos.id,
      tipo: cuentaMovimientos.tipo,
      concepto: cuentaMovimientos.concepto,
      fecha: sql<string | null>`${cuentaMovimientos.fecha}::text`,
      producto_id: cuentaMovimientos.producto_id,
      cantidad: cuentaMovimientos.cantidad,
      descuento: cuentaMovimientos.descuento,
      alojamiento: cuentaMovimientos.alojamiento,
      valor: cuentaMovimientos.valor,
      impuesto: cuentaMovimientos.impuesto,
      total: cuentaMovimientos.total,
      descuento_de: cuentaMovimientos.descuento_de,
    })
    .from(cuentaMovimientos)
    .where(
      and(
        eq(cuentaMovimientos.cuenta_id, cuentaId),
        inArray(cuentaMovimientos.tipo, ['cargo', 'descuento']),
        isNull(cuentaMovimientos.reversa_de),
        sql`${cuentaMovimientos.traslado} is distinct from 'salida'`,
        // Two probes, each on its own index (an OR of both would scan the table).
        sql`not exists (select 1 from cuenta_movimientos d where d.reversa_de = ${cuentaMovimientos.id})`,
        sql`not exists (select 1 from cuenta_movimientos d where d.trasladado_de = ${cuentaMovimientos.id} and d.traslado = 'salida' and d.cuenta_id = ${cuentaId})`,
        sql`not exists (select 1 from ${facturaLineas} where ${facturaLineas.cuenta_movimiento_id} = ${cuentaMovimientos.id})`,
        sql`not exists (select 1 from ${facturaMovimientos} where ${facturaMovimientos.movimiento_id} = ${cuentaMovimientos.id})`,
      ),
    )
    .orderBy(asc(cuentaMovimientos.fecha), asc(cuentaMovimientos.id));
  const ids = rows.map((r) => r.id);
  const taxes = ids.length
    ? await ex
        .select({
          movimiento_id: cuentaMovimientoImpuestos.movimiento_id,
          impuesto_id: cuentaMovimientoImpuestos.impuesto_id,
          tipo: cuentaMovimientoImpuestos.tipo,
          nombre: cuentaMovimientoImpuestos.nombre,
          porcentaje: cuentaMovimientoImpuestos.porcentaje,
          exento: cuentaMovimientoImpuestos.exento,
        })
        .from(cuentaMovimientoImpuestos)
        .where(inArray(cuentaMovimientoImpuestos.movimiento_id, ids))
        .orderBy(asc(cuentaMovimientoImpuestos.id))
    : [];
  return rows.map((r) => ({ ...r, impuestos: taxes.filter((t) => t.movimiento_id === r.id) }));
}
