import { sql } from 'drizzle-orm';
import { cuentaMovimientos } from '../../src/db/schema';

/** A `where` for the entries of a stay's account. */
export const ofStay = (stayId: number) =>
  sql`${cuentaMovimientos.cuenta_id} = (select id from cuentas where estancia_id = ${stayId})`;
