import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll } from 'vitest';
import { invoicingContext } from './invoices';

/**
 * The operation machine of report-summaries.test.ts: real operations on the invoicing context's
 * hotel (check-ins, charges, discounts, reversals, moves, check-outs, invoices and credit notes,
 * booking lines changing state, stays and rooms changing, what decides a stay's segment), drawn by
 * fast-check (`opArbitrary`, `segmentOpArbitrary`) and run one by one (`run`), and `drift`: the
 * summary rows that differ from their recomputation. `useSummaryHotel` builds the hotel before the
 * file's tests and closes it after; `statuses` counts each operation's answers.
 */
export let c: Awaited<ReturnType<typeof invoicingContext>>;
let otherType = 0;
let company = 0;
let rooms = 0;

export interface Stay {
  roomId: number;
  stayId: number;
  cuentaId: number;
}
export const stays: Stay[] = [];
const invoices: number[] = [];
export const statuses = new Map<string, number[]>();

/** Builds the hotel (a second room type, a company's account) before the file's tests, closes it after. */
export function useSummaryHotel() {
  beforeAll(async () => {
    c = await invoicingContext();
    otherType = (await c.t.rooms.makeRoomType(c.t.hotelId, { nombre: 'Suite' })).id;
    company = (await c.company()).cuentaId;
  });
  afterAll(() => c.t.ctx.close());
}

export const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  (await c.t.ctx.db.execute(query)).rows as unknown as T[];

/** The rows of each summary that differ from its recomputation (both ways), for the hotel. */
export async function drift(hotelId: number) {
  const differences: Record<string, unknown[]> = {};
  const summaries: [string, string][] = [
    ['resumen_ocupacion', 'resumen_ocupacion_calculada'],
    ['resumen_ingresos', 'resumen_ingresos_calculados'],
    ['resumen_impuestos', 'resumen_impuestos_calculados'],
    ['resumen_segmentos', 'resumen_segmentos_calculados'],
  ];
  for (const [table, computed] of summaries) {
    const kept = sql.raw(`(select * from ${table} where hotel_id = ${hotelId})`);
    const fresh = sql.raw(`(select * from ${computed}(${hotelId}))`);
    const rows = await rowsOf(sql`
      select 'guardada' as fila, d.* from (${kept} except all ${fresh}) d
      union all
      select 'calculada', d.* from (${fresh} except all ${kept}) d`);
    if (rows.length > 0) differences[table] = rows;
  }
  return differences;
}

/** Ids of the account's standing charges (nights or not) that nothing reversed or moved. */
const standingCharges = (cuentaId: number, lodging: boolean) =>
  rowsOf<{ id: number }>(sql`
    select m.id::int as id from cuenta_movimientos m
    where m.cuenta_id = ${cuentaId} and m.tipo = 'cargo' and m.alojamiento = ${lodging}
      and m.reversa_de is null and m.traslado is null
      and not exists (select 1 from cuenta_movimientos r where r.reversa_de = m.id or r.trasladado_de = m.id)
    order by m.id`);

const balance = async (cuentaId: number) => (await c.t.account(cuentaId)).saldo as string;

function note(op: string, status: number, body = '') {
  if (process.env.SUMMARY_DEBUG && status !== 200) console.info(op, status, body.slice(0, 200));
  statuses.set(op, [...(statuses.get(op) ?? []), status]);
}

export type Op =
  | { op: 'checkIn'; nights: number }
  | { op: 'charge'; stay: number; soda: boolean; cantidad: number }
  | { op: 'discount'; stay: number; on: 'account' | 'charge' | 'night' }
  | { op: 'reverse'; stay: number }
  | { op: 'move'; stay: number; lodging: boolean }
  | { op: 'checkOut'; stay: number }
  | { op: 'invoice'; stay: number; whole: boolean }
  | { op: 'booking'; estado: 'No-show' | 'Cancelada' | 'Confirmada' }
  | { op: 'roomChange'; stay: number }
  | { op: 'roomType'; stay: number }
  | { op: 'segment'; stay: number; what: 'link' | 'channel' | 'company' | 'lines' | 'unlink' };

const pick = fc.nat({ max: 1000 });
export const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('checkIn' as const), nights: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    op: fc.constant('charge' as const),
    stay: pick,
    soda: fc.boolean(),
    cantidad: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({
    op: fc.constant('discount' as const),
    stay: pick,
    on: fc.constantFrom('account' as const, 'charge' as const, 'night' as const),
  }),
  fc.record({ op: fc.constant('reverse' as const), stay: pick }),
  fc.record({ op: fc.constant('move' as const), stay: pick, lodging: fc.boolean() }),
  fc.record({ op: fc.constant('checkOut' as const), stay: pick }),
  fc.record({ op: fc.constant('invoice' as const), stay: pick, whole: fc.boolean() }),
  fc.record({
    op: fc.constant('booking' as const),
    estado: fc.constantFrom('No-show' as const, 'Cancelada' as const, 'Confirmada' as const),
  }),
  fc.record({ op: fc.constant('roomChange' as const), stay: pick }),
  fc.record({ op: fc.constant('roomType' as const), stay: pick }),
);
/** What decides a stay's segment, among check-ins, charges, bookings and moves. */
export const segmentOpArbitrary: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('segment' as const),
    stay: pick,
    what: fc.constantFrom(
      'link' as const,
      'channel' as const,
      'company' as const,
      'lines' as const,
      'unlink' as const,
    ),
  }),
  opArbitrary,
);

/** A booking line (its own header) in a new room of the other type. */
export async function newLine() {
  const { t } = c;
  rooms += 1;
  const room = await t.rooms.makeRoom(t.hotelId, { tipo_habitacion_id: otherType, numero: `S${rooms}` });
  const client = await t.rooms.makeClient(t.hotelId);
  const made = await t.rooms.makeReservationLine({
    hotel_id: t.hotelId,
    cliente_id: client.id,
    habitacion_id: room.id,
    llegada: '2026-11-20',
    salida: '2026-11-22',
  });
  return made.id;
}

const channels = ['directo', 'booking', 'agencia', 'expedia', 'telefono'];

/**
 * What decides a stay's segment, changed as the booking screens would (no screen links a stay
 * to another booking or adds a line to a booking in house: the rows are changed as such).
 */
export async function segment(stayId: number, what: Extract<Op, { op: 'segment' }>['what']) {
  const { db } = c.t.ctx;
  const [stay] = await rowsOf<{
    reserva_id: number | null;
    encabezado_id: number | null;
    titular: number;
  }>(sql`
    select e.reserva_id, rv.encabezado_id, coalesce(re.cliente_id, e.cliente_id) as titular
    from estancias e left join reservas rv on rv.id = e.reserva_id left join reserva_encabezados re on re.id = rv.encabezado_id
    where e.id = ${stayId}`);
  if (!stay) return;
  if (what === 'link') {
    const id = await newLine();
    await db.execute(sql`update estancias set reserva_id = ${id} where id = ${stayId}`);
  } else if (what === 'unlink') {
    await db.execute(sql`update estancias set reserva_id = null where id = ${stayId}`);
  } else if (what === 'company') {
    await db.execute(sql`
      update clientes set razon_social = case when razon_social is null then 'Empresa S.A.S.' end
      where id = ${stay.titular}`);
  } else if (!stay.encabezado_id) {
    return;
  } else if (what === 'channel') {
    await db.execute(sql`
      update reserva_encabezados set canal = ${channels[Math.floor(Math.random() * channels.length)]}
      where id = ${stay.encabezado_id}`);
  } else {
    // Two lines (no room yet, on free dates) added in one statement, or such lines taken away.
    const [free] = await rowsOf<{ n: number }>(sql`
      select count(*)::int as n from reservas rv
      where rv.encabezado_id = ${stay.encabezado_id} and rv.habitacion_id is null
        and not exists (select 1 from estancias e where e.reserva_id = rv.id)`);
    if ((free?.n ?? 0) > 0 && Math.random() < 0.4) {
      await db.execute(sql`
        delete from reservas rv where rv.encabezado_id = ${stay.encabezado_id} and rv.habitacion_id is null
          and not exists (select 1 from estancias e where e.reserva_id = rv.id)`);
    } else {
      await db.execute(sql`
        insert into reservas (hotel_id, encabezado_id, cliente_id, tipo_habitacion_id, llegada, salida)
        select rv.hotel_id, rv.encabezado_id, rv.cliente_id, rv.tipo_habitacion_id, '2027-06-01', '2027-06-02'
        from reservas rv, generate_series(1, 2) where rv.id = ${stay.reserva_id}`);
    }
  }
  note(`segment:${what}`, 200);
}

export async function run(o: Op) {
  const { t } = c;
  const stay = 'stay' in o ? stays[o.stay % Math.max(stays.length, 1)] : undefined;
  if (o.op === 'checkIn') {
    rooms += 1;
    const salida = ['2026-11-21', '2026-11-22', '2026-11-23'][o.nights - 1];
    const s = await t.occupy(`S${rooms}`, salida);
    stays.push({ roomId: s.room.id, stayId: s.stayId, cuentaId: s.cuentaId });
    return note(o.op, 200);
  }
  if (o.op === 'booking') {
    const [line] = await rowsOf<{ id: number }>(
      sql`select id from reservas where hotel_id = ${t.hotelId} order by random() limit 1`,
    );
    let id = line?.id;
    if (!id || Math.random() < 0.5) id = await newLine();
    await t.ctx.db.execute(sql`
      update reservas set estado = ${o.estado},
        cancelada_at = case when ${o.estado} = 'Cancelada' then now() - interval '7 hours' else cancelada_at end
      where id = ${id}`);
    return note(o.op, 200);
  }
  if (!stay) return;
  const cuenta = stay.cuentaId;
  if (o.op === 'charge') {
    const res = await t.post('/saveDetalleRoom', {
      habitacion_id: stay.roomId,
      lineas: [
        o.soda
          ? { product_id: t.soda.id, cantidad: o.cantidad, warehouse_id: t.warehouse.id }
          : { product_id: t.laundry.id, cantidad: o.cantidad },
      ],
    });
    return note(o.op, res.statusCode);
  }
  if (o.op === 'discount') {
    const [target] = o.on === 'account' ? [] : await standingCharges(cuenta, o.on === 'night');
    const res = await c.post('/cuentaDescuento', {
      cuenta_id: cuenta,
      motivo: 'Cortesía',
      ...(target ? { movimiento_id: target.id, porcentaje: '10' } : { monto: '1000' }),
    });
    return note(`${o.op}:${o.on}`, res.statusCode);
  }
  if (o.op === 'reverse') {
    // Nights are not reversed by hand (the check-out adjusts them): other charges are.
    const [target] = await standingCharges(cuenta, false);
    if (!target) return;
    const res = await t.post('/cuentaReversar', { movimiento_id: target.id, motivo: 'Error' });
    return note(o.op, res.statusCode, res.body);
  }
  if (o.op === 'move') {
    const [target] = await standingCharges(cuenta, o.lodging);
    if (!target) return;
    const res = await t.post('/cuentaTrasladar', {
      movimiento_ids: [target.id],
      cuenta_destino_id: company,
      motivo: 'Lo paga la empresa',
    });
    return note(o.op, res.statusCode);
  }
  if (o.op === 'checkOut') {
    const saldo = await balance(cuenta);
    const res = await t.post('/desocuparHabitacionCliente', {
      habitacion_id: stay.roomId,
      ...(Number(saldo) > 0 ? { pagos: [{ forma_pago_id: t.efectivo, monto: saldo }] } : {}),
    });
    return note(o.op, res.statusCode, res.body);
  }
  if (o.op === 'invoice') {
    const saldo = await balance(cuenta);
    if (Number(saldo) > 0) {
      const res = await c.post('/facturaCrear', {
        cuenta_id: cuenta,
        pagos: [{ forma_pago_id: t.efectivo, monto: saldo }],
      });
      note(o.op, res.statusCode);
      if (res.statusCode === 200) invoices.push(res.json().data.id);
    }
    const factura = invoices[o.stay % Math.max(invoices.length, 1)];
    if (!factura) return;
    const shown = (await c.get(`/facturaMostrar/${factura}`)).json().data;
    const line = shown?.lineas?.[0];
    const res = await c.post('/notaCreditoCrear', {
      factura_id: factura,
      motivo: 'Ajuste',
      ...(o.whole || !line ? {} : { lineas: [{ factura_linea_id: line.id, cantidad: '1' }] }),
    });
    return note('creditNote', res.statusCode);
  }
  if (o.op === 'segment') return segment(stay.stayId, o.what);
  if (o.op === 'roomChange') {
    rooms += 1;
    const room = await t.rooms.makeRoom(t.hotelId, { tipo_habitacion_id: otherType, numero: `S${rooms}` });
    // No screen moves a stay to another room yet: the row is changed as such a move would.
    await t.ctx.db.execute(sql`update estancias set habitacion_id = ${room.id} where id = ${stay.stayId}`);
    stay.roomId = room.id;
    return note(o.op, 200);
  }
  const [room] = await rowsOf<{ tipo_habitacion_id: number }>(
    sql`select tipo_habitacion_id from habitaciones where id = ${stay.roomId}`,
  );
  const [type] = await rowsOf<{ id: number }>(sql`
    select id from tipos_habitacion where hotel_id = ${t.hotelId} and id <> ${room?.tipo_habitacion_id ?? 0}
    order by id limit 1`);
  await t.ctx.db.execute(
    sql`update habitaciones set tipo_habitacion_id = ${type?.id} where id = ${stay.roomId}`,
  );
  note(o.op, 200);
}
