import {
  agingBucket,
  daysBetween,
  statementReceiptsPerPage,
  type TClientStatement,
  type TReceivablesPage,
} from '@posada/contracts';
import type { Db } from '../../db/client';
import type { HotelCalendar } from '../../kernel/calendar';
import { NotFoundError } from '../../lib/errors';
import { addMoney, compareMoney, subtractMoney } from '../../lib/money';
import { pageOffset, toPage } from '../../lib/paging';
import type { InstallmentsService } from './installments.service';
import type { ReceiptsRepository } from './receipts.repository';
import type { ReceivableFilters, StatementsRepository } from './statements.repository';

const zeroAging = {
  corriente: '0.00',
  d1_30: '0.00',
  d31_60: '0.00',
  d61_90: '0.00',
  d90: '0.00',
  saldo: '0.00',
};

/**
 * What the clients owe: the aging by client (cuentasPorCobrarListar) and a client's statement
 * (cuentasPorCobrarCliente), measured on the hotel's business date.
 */
export function createStatementsService({
  db,
  repo,
  receipts,
  installments,
  calendar,
}: {
  db: Db;
  repo: StatementsRepository;
  receipts: ReceiptsRepository;
  installments: Pick<InstallmentsService, 'ofClient'>;
  calendar: HotelCalendar;
}) {
  return {
    async list(
      hotelId: number,
      body: Omit<ReceivableFilters, 'hoy'> & { page: number; per_page: number },
    ): Promise<TReceivablesPage> {
      const hoy = await calendar.today(db, hotelId);
      const filters = { ...body, hoy };
      const found = await repo.page(db, hotelId, filters, body.per_page, pageOffset(body));
      const first = found[0];
      // The totals ride on every row; a page past the last one asks for them alone.
      const { total = 0, ...totales } = first
        ? {
            total: first.total,
            corriente: first.total_corriente,
            d1_30: first.total_d1_30,
            d31_60: first.total_d31_60,
            d61_90: first.total_d61_90,
            d90: first.total_d90,
            saldo: first.total_saldo,
          }
        : ((await repo.totals(db, hotelId, filters)) ?? { total: 0, ...zeroAging });
      const rows = found.map((r) => ({
        cliente_id: r.cliente_id,
        cliente: r.cliente,
        documento: r.documento,
        facturas: r.facturas,
        limite_credito: r.limite_credito,
        plazo_dias: r.plazo_dias,
        corriente: r.corriente,
        d1_30: r.d1_30,
        d31_60: r.d31_60,
        d61_90: r.d61_90,
        d90: r.d90,
        saldo: r.saldo,
      }));
      return { ...toPage(rows, total, body), totales, fecha: hoy };
    },

    async statement(hotelId: number, clientId: number): Promise<TClientStatement> {
      const client = await repo.client(db, hotelId, clientId);
      if (!client) throw new NotFoundError('El cliente no existe');
      const hoy = await calendar.today(db, hotelId);
      const [open, movements, abonos, cuotas, favor] = await Promise.all([
        repo.openInvoices(db, hotelId, clientId),
        repo.movements(db, hotelId, clientId),
        // The latest receipts, paged in SQL as the list of receipts pages them (the rest: abonoListar).
        receipts.list(db, hotelId, { cliente_id: clientId, page: 1, per_page: statementReceiptsPerPage }),
        installments.ofClient(hotelId, clientId, hoy),
        repo.balanceInFavour(db, hotelId, clientId),
      ]);
      const aging = { ...zeroAging };
      const facturas = open.map((f) => {
        const dias = daysBetween(f.vencimiento, hoy);
        const edad = agingBucket(dias);
        aging[edad] = addMoney(aging[edad], f.saldo);
        aging.saldo = addMoney(aging.saldo, f.saldo);
        return { ...f, dias_vencida: dias, edad };
      });
      let saldo = '0.00';
      const movimientos = movements.map((m) => {
        saldo = subtractMoney(addMoney(saldo, m.cargo), m.abono);
        return { ...m, saldo };
      });
      let disponible: string | null = null;
      if (client.limite_credito !== null) {
        const left = subtractMoney(client.limite_credito, aging.saldo);
        disponible = compareMoney(left, '0') > 0 ? left : '0.00';
      }
      return {
        ...client,
        disponible,
        fecha: hoy,
        aging,
        facturas,
        movimientos,
        abonos: abonos.data,
        abonos_total: abonos.total,
        saldo_favor: favor.saldo,
        saldo_favor_movimientos: favor.movimientos as TClientStatement['saldo_favor_movimientos'],
        cuotas,
      };
    },
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;
