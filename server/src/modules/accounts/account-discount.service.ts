import type { TAccountDiscountBody } from '@posada/contracts';
import type { Db } from '../../db/client';
import type { Ledger } from '../../kernel/ledger/ledger';
import { inWork } from '../../kernel/unit-of-work';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { divRound, toScaled } from '../../lib/decimal';
import { BusinessRuleError, NotFoundError, ValidationError } from '../../lib/errors';
import { compareMoney, formatCop, fromCents, subtractMoney, toCents } from '../../lib/money';
import type { AccountsRepository } from './accounts.repository';

interface Deps {
  db: Db;
  repo: AccountsRepository;
  ledger: Ledger;
  audit: AuditLog;
}

/** `porcentaje` % of `of`, rounded to whole pesos (half up), as a money string. */
export function percentOf(of: string, porcentaje: string): string {
  const hundredths = toScaled(porcentaje, 2); // 12.5 % → 1250
  return fromCents(divRound(toCents(of) * hundredths, 10_000n * 100n) * 100n);
}

/**
 * cuentaDescuento: a discount on an open account, on its balance or on one of its charges, in
 * pesos or as a percentage of what it applies to, never above the balance (nor above what is left
 * of the charge). A `descuento` entry of the ledger with its reason; the invoice takes it off the
 * charge it names, or spreads it over the charges (kernel/invoicing/discount-spread.ts).
 */
export function createAccountDiscount({ db, repo, ledger, audit }: Deps) {
  return {
    discount: (actor: HotelActor, body: TAccountDiscountBody) =>
      inWork(db, actor.hotelId, async (work) => {
        const { tx } = work;
        const account = await ledger.lockAccount(work, actor.hotelId, body.cuenta_id);
        if (!account) throw new NotFoundError('La cuenta no existe');
        if (account.estado !== 'abierta') {
          throw new BusinessRuleError('La cuenta está cerrada: no admite descuentos');
        }
        const { saldo } = await ledger.totals(work, account.id);
        let over = saldo;
        let concepto = 'Descuento sobre el saldo';
        if (body.movimiento_id != null) {
          const [charge] = await repo.entriesForAction(tx, actor.hotelId, [body.movimiento_id]);
          const refusal = !charge
            ? 'El movimiento no existe'
            : charge.cuenta_id !== account.id
              ? 'El cargo no es de esta cuenta'
              : charge.tipo !== 'cargo' || charge.reversa_de !== null || charge.traslado === 'salida'
                ? 'Solo se descuenta sobre un cargo'
                : charge.reversado_por !== null
                  ? 'El cargo fue reversado'
                  : charge.facturado
                    ? 'El cargo ya está facturado'
                    : null;
          if (refusal || !charge) {
            throw new ValidationError('Los datos enviados no son válidos', {
              movimiento_id: [refusal ?? 'El movimiento no existe'],
            });
          }
          over = subtractMoney(charge.restante, charge.descontado);
          concepto = `Descuento: ${charge.concepto}`.slice(0, 200);
        }
        const monto = body.monto ?? percentOf(over, body.porcentaje ?? '0');
        if (compareMoney(monto, '0') <= 0) {
          throw new BusinessRuleError('El descuento no tiene valor', {
            porcentaje: ['El descuento no tiene valor'],
          });
        }
        const onCharge = body.movimiento_id != null && compareMoney(over, saldo) < 0;
        const limit = onCharge ? over : saldo;
        if (compareMoney(monto, limit) > 0) {
          const text =
            compareMoney(limit, '0') > 0
              ? `El descuento supera ${onCharge ? 'lo que queda del cargo' : 'el saldo de la cuenta'} (${formatCop(limit)})`
              : 'La cuenta no tiene saldo sobre el que descontar';
          throw new BusinessRuleError(text, { [body.monto ? 'monto' : 'porcentaje']: [text] });
        }
        const [id = 0] = await ledger.post(work, [
          {
            hotel_id: actor.hotelId,
            cuenta_id: account.id,
            tipo: 'descuento',
            concepto,
            valor: monto,
            total: monto,
            descuento_de: body.movimiento_id ?? null,
            motivo: body.motivo,
            created_by: actor.userId,
          },
        ]);
        await audit.record(tx, actor, {
          accion: 'descuento',
          entidad: 'cuentas',
          entidad_id: account.id,
          despues: {
            movimiento_id: id,
            monto,
            descuento_de: body.movimiento_id ?? null,
            motivo: body.motivo,
          },
        });
        const after = await ledger.totals(work, account.id);
        return {
          message: `Descuento de ${formatCop(monto)} registrado`,
          data: { cuenta_id: account.id, movimientos: [id], saldo: after.saldo },
        };
      }),
  };
}

export type AccountDiscount = ReturnType<typeof createAccountDiscount>;
