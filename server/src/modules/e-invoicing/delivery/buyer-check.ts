/**
 * Whether a client can be an electronic invoice's buyer (issue 27: "said before the check-out,
 * not after"): the rule is contracts' `electronicBuyerGaps`, the one the invoice's issue applies
 * (kernel/invoicing refuses such a buyer while the hotel issues electronically).
 */
import {
  buyerGapsMessage,
  electronicBuyerGaps,
  type TElectronicBuyerCheck,
  type TElectronicBuyerData,
} from '@posada/contracts';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { clientes } from '../../../db/schema';
import { NotFoundError } from '../../../lib/errors';
import { clientName, parsedRows } from '../../../lib/raw-sql';

/** A client as the check reads it (contracts' `TElectronicBuyerData`), and whether the hotel issues electronically. */
const ZBuyerRow = z.object({
  tipo_codigo: z.string().nullable(),
  numero_documento: z.string(),
  dv: z.string().nullable(),
  nombre: z.string(),
  email: z.string().nullable(),
  direccion: z.string().nullable(),
  ciudad_codigo: z.string().nullable(),
  electronica: z.boolean(),
}) satisfies z.ZodType<TElectronicBuyerData & { electronica: boolean }>;
const c = alias(clientes, 'c');

export async function checkBuyerOf(
  db: Db,
  hotelId: number,
  clientId: number,
): Promise<TElectronicBuyerCheck> {
  const [row] = parsedRows(
    'eInvoicing.buyerCheck',
    ZBuyerRow,
    await db.execute(sql`
      select d.codigo as tipo_codigo, c.numero_documento, c.dv, ${clientName(c)} as nombre, c.email,
        c.direccion, ci.codigo as ciudad_codigo,
        coalesce((select fe.emitir from facturacion_electronica fe where fe.hotel_id = ${hotelId}), false)
          as electronica
      from clientes c
      join tipos_documento d on d.id = c.tipo_documento_id
      left join ciudades ci on ci.id = c.ciudad_id
      where c.id = ${clientId} and c.hotel_id = ${hotelId}`),
  );
  if (!row) throw new NotFoundError('El cliente no existe');
  if (!row.electronica) return { exigido: false, faltantes: [], mensaje: null };
  const faltantes = electronicBuyerGaps(row);
  return {
    exigido: true,
    faltantes,
    mensaje: faltantes.length > 0 ? buyerGapsMessage(row.nombre, faltantes) : null,
  };
}
