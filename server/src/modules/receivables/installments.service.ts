import type { TInstallmentBody, TInstallmentPlan } from '@posada/contracts';
import { dayText } from '@posada/contracts/dates';
import type { Db } from '../../db/client';
import type { HotelCalendar } from '../../kernel/calendar';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { BusinessRuleError, NotFoundError, ValidationError } from '../../lib/errors';
import { addMoney, compareMoney, formatCop, normalizeMoney } from '../../lib/money';
import { planStatus } from './installments';
import type { InstallmentsRepository } from './installments.repository';

const invalid = (field: string, message: string) =>
  new ValidationError('Los datos enviados no son válidos', { [field]: [message] });

/**
 * cuotasCrear: an installment plan over a client's credit invoices. The invoices are locked (as a
 * payment locks them) and their balances read after; the installments must add up to those
 * balances and none may fall before the latest invoice. A plan already on those invoices is
 * replaced while nothing was paid since it was made, and refused after.
 */
export function createInstallmentsService({
  db,
  repo,
  audit,
  calendar,
}: {
  db: Db;
  repo: InstallmentsRepository;
  audit: AuditLog;
  calendar: HotelCalendar;
}) {
  async function present(hotelId: number, planId: number): Promise<TInstallmentPlan> {
    const [row] = await repo.plans(db, hotelId, { planId });
    if (!row) throw new NotFoundError('El plan de cuotas no existe');
    return planStatus(row, await calendar.today(db, hotelId));
  }

  return {
    async create(actor: HotelActor, body: TInstallmentBody): Promise<TInstallmentPlan> {
      const id = await db.transaction(async (tx) => {
        const invoices = await repo.lockInvoices(tx, actor.hotelId, body.factura_ids);
        const byId = new Map(invoices.map((f) => [f.id, f]));
        body.factura_ids.forEach((id, i) => {
          const f = byId.get(id);
          if (!f || compareMoney(f.saldo, '0') <= 0) {
            throw invalid(`factura_ids.${i}`, 'La factura no es a crédito de este hotel o no tiene saldo');
          }
        });
        const clients = new Set(invoices.map((f) => f.cliente_id));
        if (clients.size > 1) throw invalid('factura_ids', 'Las facturas deben ser del mismo cliente');
        const earlier = await repo.lockPlansOf(tx, body.factura_ids);
        if (earlier.some((p) => compareMoney(p.aplicado, p.aplicado_inicial) !== 0)) {
          throw new BusinessRuleError(
            'El plan de cuotas de esas facturas ya tiene abonos: no se puede modificar',
          );
        }
        const saldo = addMoney('0', ...invoices.map((f) => f.saldo));
        const total = addMoney('0', ...body.cuotas.map((c) => c.monto));
        if (compareMoney(total, saldo) !== 0) {
          throw invalid(
            'cuotas',
            `Las cuotas suman ${formatCop(total)}; el saldo de las facturas es ${formatCop(saldo)}`,
          );
        }
        const latest =
          invoices
            .map((f) => f.fecha)
            .sort()
            .at(-1) ?? '';
        const early = body.cuotas.findIndex((c) => c.fecha < latest);
        if (early >= 0) {
          throw invalid(`cuotas.${early}.fecha`, `No puede ser anterior a la factura (${dayText(latest)})`);
        }
        await repo.removePlans(
          tx,
          earlier.map((p) => p.id),
        );
        const planId = await repo.insertPlan(
          tx,
          {
            hotel_id: actor.hotelId,
            cliente_id: invoices[0]?.cliente_id ?? 0,
            aplicado_inicial: addMoney('0', ...invoices.map((f) => f.aplicado)),
            created_by: actor.userId,
          },
          body.factura_ids,
          body.cuotas.map((c) => ({ fecha: c.fecha, monto: normalizeMoney(c.monto) })),
        );
        await audit.record(tx, actor, {
          accion: earlier.length > 0 ? 'actualizar' : 'crear',
          entidad: 'cuota_planes',
          entidad_id: planId,
          despues: { facturas: body.factura_ids, cuotas: body.cuotas, reemplaza: earlier.map((p) => p.id) },
        });
        return planId;
      });
      return present(actor.hotelId, id);
    },

    /** The client's plans with what is paid and overdue on the business date. */
    async ofClient(hotelId: number, clientId: number, hoy: string): Promise<TInstallmentPlan[]> {
      return (await repo.plans(db, hotelId, { clientId })).map((p) => planStatus(p, hoy));
    },
  };
}

export type InstallmentsService = ReturnType<typeof createInstallmentsService>;
