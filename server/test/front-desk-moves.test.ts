import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, permisos, roles, rolPermisos } from '../src/db/schema';
import { migrationsFolder } from '../src/paths';
import { accountsContext } from './helpers/accounts';

/**
 * Issue 32, item 8: moving a charge to another room or a company is the front desk's daily work.
 * The seeded Recepción role moves charges; the reversal (and the discount) stay a supervisor's.
 */
let t: Awaited<ReturnType<typeof accountsContext>>;
let recepcion: number;
let desk: { headers: Record<string, string> };
beforeAll(async () => {
  t = await accountsContext();
  const [role] = await t.ctx.db.select().from(roles).where(eq(roles.nombre, 'Recepción'));
  recepcion = role?.id ?? 0;
  const user = await t.ctx.factories.makeUser({ rolId: recepcion, hotelIds: [t.hotelId] });
  desk = { headers: { authorization: `Bearer ${await t.ctx.factories.login(user.email, user.password)}` } };
});
afterAll(() => t.ctx.close());

const codesOf = async (rolId: number) =>
  (
    await t.ctx.db
      .select({ code: permisos.code })
      .from(rolPermisos)
      .innerJoin(permisos, eq(permisos.id, rolPermisos.permiso_id))
      .where(eq(rolPermisos.rol_id, rolId))
  ).map((r) => r.code);

describe('the base role Recepción', () => {
  it('is seeded with moving charges, not with reversing, discounting or repricing them', async () => {
    const codes = await codesOf(recepcion);
    expect(codes).toContain('cuentas.trasladar');
    for (const code of ['cuentas.reversar', 'cuentas.descuento', 'cuentas.precio', 'auditoria.ver']) {
      expect(codes).not.toContain(code);
    }
  });

  it('moves a charge to another room and to a company; the reversal is refused and needs its reason', async () => {
    const from = await t.occupy('M1');
    const to = await t.occupy('M2');
    const company = await t.rooms.makeClient(t.hotelId, { razon_social: 'Viajes Andinos S.A.S.' });
    const opened = await t.post('/cuentaCrear', { tipo: 'empresa', cliente_id: company.id }, desk.headers);
    expect(opened.statusCode, opened.body).toBe(200);
    const charged = await t.post(
      '/saveDetalleRoom',
      {
        habitacion_id: from.room.id,
        lineas: [
          { product_id: t.laundry.id, cantidad: 1 },
          { product_id: t.laundry.id, cantidad: 2 },
        ],
      },
      desk.headers,
    );
    expect(charged.statusCode, charged.body).toBe(200);
    const [one, two] = charged.json().data.movimientos;
    const toRoom = await t.post(
      '/cuentaTrasladar',
      { movimiento_ids: [one], cuenta_destino_id: to.cuentaId, motivo: 'Lo paga la 2' },
      desk.headers,
    );
    expect(toRoom.statusCode, toRoom.body).toBe(200);
    const toCompany = await t.post(
      '/cuentaTrasladar',
      { movimiento_id: two, monto: '15000', cuenta_destino_id: opened.json().data.id },
      desk.headers,
    );
    expect(toCompany.statusCode, toCompany.body).toBe(200);
    expect((await t.account(opened.json().data.id)).saldo).toBe('15000.00');

    const reversal = await t.post('/cuentaReversar', { movimiento_id: two, motivo: 'Error' }, desk.headers);
    expect(reversal.statusCode).toBe(403);
    const noReason = await t.post('/cuentaReversar', { movimiento_id: two, motivo: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ motivo: ['Indique el motivo de la reversión'] });
  });
});

/** The hand-written statement of migration 0024 that grants the move to an existing Recepción. */
function grantStatement(): string {
  const file = readFileSync(path.join(migrationsFolder, '0024_audit_log_front_desk_moves.sql'), 'utf8');
  const statement = file
    .split('--> statement-breakpoint')
    .find((s) => s.includes('INSERT INTO "rol_permisos"'));
  if (!statement) throw new Error('0024 no otorga el traslado a Recepción');
  return statement;
}

describe('migration 0024 on an existing database', () => {
  it('gives an unedited Recepción the move, and leaves a Recepción whose permissions staff set as it is', async () => {
    const [move] = await t.ctx.db.select().from(permisos).where(eq(permisos.code, 'cuentas.trasladar'));
    const revoke = () =>
      t.ctx.db
        .delete(rolPermisos)
        .where(and(eq(rolPermisos.rol_id, recepcion), eq(rolPermisos.permiso_id, move?.id ?? 0)));
    // As a database seeded before the change holds it.
    await revoke();
    await t.ctx.db.execute(sql.raw(grantStatement()));
    expect(await codesOf(recepcion)).toContain('cuentas.trasladar');

    // An administrator set the role's permissions on Roles y permisos: the hotel's choice stands.
    await revoke();
    await t.ctx.db.insert(auditoria).values({
      accion: 'permisos',
      entidad: 'rol',
      entidad_id: String(recepcion),
      antes: [],
      despues: [],
    });
    await t.ctx.db.execute(sql.raw(grantStatement()));
    expect(await codesOf(recepcion)).not.toContain('cuentas.trasladar');
  });
});
