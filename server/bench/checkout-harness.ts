/**
 * The check-out benches' common start (checkout.ts, checkout-dian.ts): `rooms` stays of 14 nights
 * with 40 more charges each seeded, the app listening on loopback with a bare route that inserts
 * one row, the eight receptionists logged in with their registers open, and one check-out done by
 * hand (it must answer its invoice). `bodies` are the other rooms' check-outs, one per request.
 */
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { seedCatalogs } from '../src/db/seed/catalogs';
import { seedSecurity } from '../src/db/seed/security';
import { localDate } from '../src/lib/clock';
import { CHECKOUT_BENCH_PASSWORD, STAY_TOTAL, seedCheckoutBench } from './checkout-seed';
import { benchApp, openRegisters } from './harness';
import { settleSeed } from './settle';

export async function openCheckoutBench(
  kind: string,
  database: Database,
  rooms: number,
  options: {
    config?: Partial<Pick<AppConfig, 'secretKey' | 'dianUrl'>>;
    /** Runs after the seed, before the receptionists log in (their permissions are read then). */
    beforeLogin?: (hotelId: number) => Promise<void>;
  } = {},
) {
  console.log(`${kind}: sembrando ${rooms} estadías de 14 noches con 40 cargos…`);
  const started = performance.now();
  const hoy = localDate(new Date(), 'America/Bogota');
  await database.migrate();
  await seedCatalogs(database.db);
  await seedSecurity(database.db);
  const seed = await seedCheckoutBench(database.db, hoy, rooms);
  await options.beforeLogin?.(seed.hotelId);
  await settleSeed(database);
  const seeded = Math.round((performance.now() - started) / 1000);
  const app = await benchApp(database, options.config);
  app.post('/bench/insert', { config: { auth: 'public' } }, async () => {
    const result = await database.db.execute(
      sql`insert into bench_inserts (hotel_id, valor) values (${seed.hotelId}, 'x') returning id`,
    );
    return { data: (result as unknown as { rows: unknown[] }).rows[0] };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // Each receptionist logs in and opens their register.
  const tokens = await openRegisters(address, seed.users, CHECKOUT_BENCH_PASSWORD);
  const headers = { authorization: tokens[0] ?? '', 'content-type': 'application/json' };
  const bodies = seed.roomIds.map((id) =>
    JSON.stringify({ habitacion_id: id, pagos: [{ forma_pago_id: seed.tarjeta, monto: STAY_TOTAL }] }),
  );
  // One check-out by hand first: it must answer its invoice.
  const first = await fetch(`${address}/api/desocuparHabitacionCliente`, {
    method: 'POST',
    headers,
    body: bodies.pop(),
  });
  const firstText = await first.text();
  if (first.status !== 200) throw new Error(`desocupar ${first.status}: ${firstText.slice(0, 300)}`);
  return { app, address, seed, seeded, tokens, headers, bodies };
}
