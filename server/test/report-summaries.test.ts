import { channelSegments, GROUP_MIN_ROOMS } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hoteles } from '../src/db/schema';
import {
  c,
  drift,
  newLine,
  opArbitrary,
  rowsOf,
  run,
  segment,
  segmentOpArbitrary,
  statuses,
  stays,
  useSummaryHotel,
} from './helpers/summary-operations';

/**
 * The reports' daily summaries (docs/reports.md "Daily summaries") are kept by triggers in the
 * transactions that change the raw rows. After random series of real operations — check-ins with
 * their nights posted, charges, discounts (on a charge, on a night, on the account), reversals,
 * moves to a company's account, check-outs, invoices and credit notes, booking lines becoming
 * no-shows or cancelled and back, a stay moved to another room, a room given another type, what
 * decides a stay's segment (its booking, the booking's channel, lines added and taken, a client
 * becoming a company) — the summary rows equal a recomputation from the raw rows. SUMMARY_RUNS sets the runs (default 6),
 * SUMMARY_SEED the seed.
 */
const RUNS = Number(process.env.SUMMARY_RUNS ?? 6);
const SEED = Number(process.env.SUMMARY_SEED ?? 20_261_129);

useSummaryHotel();

describe('daily summaries', () => {
  it(
    'equal a recomputation from the raw rows after any series of operations',
    { timeout: 600_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(opArbitrary, { minLength: 4, maxLength: 14 }), async (ops) => {
          if (stays.length === 0) await run({ op: 'checkIn', nights: 2 });
          for (const o of ops) await run(o);
          expect(await drift(c.t.hotelId)).toEqual({});
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // The series did what they say: every kind of operation went through at least once.
      const succeeded = [...statuses].filter(([, codes]) => codes.includes(200)).map(([op]) => op);
      console.info(`resúmenes: ${JSON.stringify(Object.fromEntries(statuses))}`);
      expect(succeeded).toEqual(
        expect.arrayContaining(['checkIn', 'charge', 'reverse', 'move', 'checkOut', 'invoice', 'creditNote']),
      );
    },
  );

  it(
    'equal a recomputation after any series that changes what decides the segments',
    { timeout: 600_000 },
    async () => {
      statuses.clear();
      await fc.assert(
        fc.asyncProperty(fc.array(segmentOpArbitrary, { minLength: 4, maxLength: 14 }), async (ops) => {
          if (stays.length === 0) await run({ op: 'checkIn', nights: 2 });
          for (const o of ops) await run(o);
          expect(await drift(c.t.hotelId)).toEqual({});
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      const succeeded = [...statuses].filter(([, codes]) => codes.includes(200)).map(([op]) => op);
      console.info(`segmentos: ${JSON.stringify(Object.fromEntries(statuses))}`);
      expect(succeeded).toEqual(
        expect.arrayContaining(['segment:link', 'segment:channel', 'segment:company', 'segment:lines']),
      );
    },
  );

  it('move a stay to the group segment when one statement makes its booking five lines, and back', async () => {
    const { db } = c.t.ctx;
    const s = await c.t.occupy('G1', '2026-11-23');
    await segment(s.stayId, 'link');
    const segmentsOf = async () =>
      (
        await rowsOf<{ segmento: string }>(sql`
          select distinct r.segmento from resumen_segmentos r
          join estancia_noches n on n.fecha = r.fecha and n.estancia_id = ${s.stayId}
          join estancias e on e.id = n.estancia_id join habitaciones hb on hb.id = e.habitacion_id
          where r.hotel_id = ${c.t.hotelId} and r.tipo_habitacion_id = hb.tipo_habitacion_id and r.segmento = 'grupo'`)
      ).map((r) => r.segmento);
    await db.execute(sql`
      insert into reservas (hotel_id, encabezado_id, cliente_id, tipo_habitacion_id, llegada, salida)
      select rv.hotel_id, rv.encabezado_id, rv.cliente_id, rv.tipo_habitacion_id, '2027-06-01', '2027-06-02'
      from estancias e join reservas rv on rv.id = e.reserva_id, generate_series(1, 4) where e.id = ${s.stayId}`);
    expect(await segmentsOf()).toEqual(['grupo']);
    expect(await drift(c.t.hotelId)).toEqual({});
    await db.execute(sql`
      delete from reservas rv using estancias e, reservas mine
      where e.id = ${s.stayId} and mine.id = e.reserva_id and rv.encabezado_id = mine.encabezado_id and rv.habitacion_id is null`);
    expect(await segmentsOf()).toEqual([]);
    expect(await drift(c.t.hotelId)).toEqual({});
  });

  it('are rebuilt when the hotel changes its time zone, and kept by the backfill of the migration', async () => {
    const { db } = c.t.ctx;
    await db.execute(sql`update hoteles set zona_horaria = 'Asia/Tokyo' where id = ${c.t.hotelId}`);
    expect(await drift(c.t.hotelId)).toEqual({});
    const [row] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from resumen_ocupacion where hotel_id = ${c.t.hotelId}`,
    );
    expect(row?.n).toBeGreaterThan(0);
    await db.update(hoteles).set({ zona_horaria: 'America/Bogota' });
    expect(await drift(c.t.hotelId)).toEqual({});
  });

  it("decide a stay's segment by the rule of the contracts (channels, group size, company)", async () => {
    for (const [canal, segmento] of Object.entries(channelSegments)) {
      for (const empresa of [false, true]) {
        const [row] = await rowsOf<{ solo: string; grupo: string; menos: string }>(sql`
          select resumen_segmento(1, ${canal}, ${empresa}) as solo,
                 resumen_segmento(${GROUP_MIN_ROOMS}, ${canal}, ${empresa}) as grupo,
                 resumen_segmento(${GROUP_MIN_ROOMS - 1}, ${canal}, ${empresa}) as menos`);
        const single = segmento === 'directo' && empresa ? 'empresa' : segmento;
        expect(row).toEqual({ solo: single, grupo: 'grupo', menos: single });
      }
    }
    const [none] = await rowsOf<{ s: string }>(sql`select resumen_segmento(null, null, false) as s`);
    expect(none?.s).toBe('directo');
  });

  it('keep a booking line in its booking', async () => {
    const id = await newLine();
    const other = await newLine();
    await expect(
      c.t.ctx.db.execute(sql`
        update reservas set encabezado_id = (select encabezado_id from reservas where id = ${other}) where id = ${id}`),
    ).rejects.toThrow();
  });
});
