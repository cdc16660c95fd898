import type { PermissionCode } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { z } from 'zod';
import { abonos, cajaMovimientos, saldoFavorMovimientos } from '../../src/db/schema';
import type { Clock } from '../../src/lib/clock';
import { parsedRows } from '../../src/lib/raw-sql';
import { invoicingContext } from './invoices';

/**
 * The receivables desk the cartera tests share (receivables-*.test.ts): the invoicing context on
 * a clock the aging tests move, a collector (and a second one) with an open register, and the
 * calls and counts they read. One file, one desk: `useReceivablesDesk` builds it before the file's
 * tests and closes it after.
 */

/** The app's clock (the hotel is in Bogotá, UTC−5). */
let now = new Date('2026-11-20T15:00:00Z');
const clock: Clock = { now: () => new Date(now) };
const ZId = z.object({ id: z.number() });
/** Moves the app's clock to an instant. */
export const setNow = (instant: string) => {
  now = new Date(instant);
};

export let c: Awaited<ReturnType<typeof invoicingContext>>;
export let t: Awaited<ReturnType<typeof invoicingContext>>['t'];
export type Actor = { headers: Record<string, string>; user: { id: number } };
export let collector: Actor;
export let second: Actor;
/** The id of the payment method 'Transferencia'. */
export let transferencia: number;

export const collectorCodes: PermissionCode[] = [
  'facturas.cartera',
  'facturas.abonar',
  'facturas.anular_abono',
  'cajas.abrir',
];

export const withRegister = (permisos: PermissionCode[], nombre: string) => c.withRegister(permisos, nombre);
export const company = (over: Record<string, unknown> = {}) => c.company(over);
export const creditInvoice = (empresaId: number) => c.creditInvoice(empresaId);

/** Rooms of the stays a file opens itself (R1, R2…; the credit invoices use C1, C2…). */
let roomSeq = 0;
export const nextRoom = () => `R${++roomSeq}`;

let keySeq = 0;
export const pay = (body: object, headers = collector.headers, key = `abono-${++keySeq}-clave`) =>
  t.ctx.app.inject({
    method: 'POST',
    url: '/api/abonoCrear',
    payload: body,
    headers: { ...headers, 'idempotency-key': key },
  });
export const annul = (id: number) => t.post(`/abonoAnular/${id}`, { motivo: 'Prueba' }, collector.headers);
export const statement = async (clientId: number) => {
  const res = await t.get(`/cuentasPorCobrarCliente/${clientId}`, collector.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
export const favorOf = async (clientId: number) => (await statement(clientId)).saldo_favor as string;
export const owedOn = async (clientId: number, facturaId: number) =>
  ((await statement(clientId)).facturas as { factura_id: number; saldo: string }[]).find(
    (f) => f.factura_id === facturaId,
  )?.saldo ?? '0.00';
export const receiptCount = async () => (await t.ctx.db.select().from(abonos)).length;
export const moveCount = async () => (await t.ctx.db.select().from(cajaMovimientos)).length;
export const counts = async () => ({
  receipts: await receiptCount(),
  moves: await moveCount(),
  favor: (await t.ctx.db.select().from(saldoFavorMovimientos)).length,
});
/** Invoices whose running total of payments differs from the sum of their applications in force. */
export const drifted = async () =>
  parsedRows(
    'test.drifted',
    ZId,
    await t.ctx.db.execute(sql`select f.id from facturas f where f.total_abonos <> coalesce((select sum(ap.monto)
      from abono_aplicaciones ap join abonos ab on ab.id = ap.abono_id and ab.estado = 'vigente'
      where ap.factura_id = f.id), 0)`),
  );

/** The desk for one test file: the collectors' registers hold `efectivo` each (the context's default if not said). */
export function useReceivablesDesk(registers: { collector: string; second?: string; efectivo?: number }) {
  beforeAll(async () => {
    c = await invoicingContext(clock);
    ({ t } = c);
    collector = await c.withRegister(collectorCodes, registers.collector, registers.efectivo);
    if (registers.second) second = await c.withRegister(collectorCodes, registers.second, registers.efectivo);
    const [method] = parsedRows(
      'test.transferencia',
      ZId,
      await t.ctx.db.execute(sql`select id from formas_pago where nombre = 'Transferencia'`),
    );
    transferencia = method?.id ?? 0;
  }, 120_000);
  afterAll(() => t.ctx.close());
}
