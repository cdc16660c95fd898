import type { TClientBalance } from '@posada/contracts';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clientes, saldoFavorMovimientos, saldosFavor, tiposDocumento } from '../../db/schema';
import { paginate } from '../../lib/list-query';
import { clientName } from '../../lib/raw-sql';
import { clientSearchQuery } from '../clients/client-search';

/** A movement of a balance in favour, as written. */
export type BalanceMovement = Omit<typeof saldoFavorMovimientos.$inferInsert, 'id' | 'created_at'>;

const columns = {
  cliente_id: clientes.id,
  nombre: clientName(clientes),
  documento: sql<string>`${tiposDocumento.abreviatura} || ' ' || ${clientes.numero_documento}`,
  saldo: sql<string>`coalesce(${saldosFavor.saldo}, 0)::numeric(14,2)::text`,
  updated_at: sql<string | null>`to_json(${saldosFavor.updated_at}) #>> '{}'`,
};

/** Clients' balances in favour: the row of each client and hotel, its movements, the list. */
export function createClientBalancesRepository() {
  return {
    /** The client's balance row at the hotel, locked to the caller's commit (created at zero). */
    async lock(ex: Executor, hotelId: number, clienteId: number) {
      await ex.insert(saldosFavor).values({ hotel_id: hotelId, cliente_id: clienteId }).onConflictDoNothing();
      const [row] = await ex
        .select({ id: saldosFavor.id, saldo: saldosFavor.saldo })
        .from(saldosFavor)
        .where(and(eq(saldosFavor.hotel_id, hotelId), eq(saldosFavor.cliente_id, clienteId)))
        .for('update');
      if (!row) throw new Error('El saldo a favor no se pudo bloquear');
      return row;
    },

    /** The client's balance in favour at the hotel (zero when it never had one), not locked. */
    async balanceOf(ex: Executor, hotelId: number, clienteId: number): Promise<string> {
      const [row] = await ex
        .select({ saldo: sql<string>`${saldosFavor.saldo}::text` })
        .from(saldosFavor)
        .where(and(eq(saldosFavor.hotel_id, hotelId), eq(saldosFavor.cliente_id, clienteId)));
      return row?.saldo ?? '0.00';
    },

    /** The movement and the balance it leaves, in one statement (the row is locked already). */
    async move(ex: Executor, movement: BalanceMovement) {
      await ex.execute(sql`with m as ${ex.insert(saldoFavorMovimientos).values(movement)}
        update ${saldosFavor} set saldo = ${movement.saldo}, updated_at = now()
        where ${saldosFavor.id} = ${movement.saldo_favor_id}`);
    },

    /** A client of the hotel with its balance in favour (zero when it never had one). */
    async find(ex: Executor, hotelId: number, clienteId: number): Promise<TClientBalance | undefined> {
      const [row] = await ex
        .select(columns)
        .from(clientes)
        .innerJoin(tiposDocumento, eq(tiposDocumento.id, clientes.tipo_documento_id))
        .leftJoin(
          saldosFavor,
          and(eq(saldosFavor.cliente_id, clientes.id), eq(saldosFavor.hotel_id, hotelId)),
        )
        .where(and(eq(clientes.id, clienteId), eq(clientes.hotel_id, hotelId)));
      return row;
    },

    /** The hotel's clients with a balance in favour, latest change first, searched by name or document. */
    list(ex: Executor, hotelId: number, q: { page: number; per_page: number; search?: string }) {
      const words = q.search ? clientSearchQuery(q.search) : '';
      const where = and(
        eq(saldosFavor.hotel_id, hotelId),
        gt(saldosFavor.saldo, '0'),
        words
          ? sql`to_tsvector('simple', ${clientes.busqueda}) @@ to_tsquery('simple', ${words})`
          : undefined,
      );
      return paginate(q, {
        rows: (limit, offset) =>
          ex
            .select(columns)
            .from(saldosFavor)
            .innerJoin(clientes, eq(clientes.id, saldosFavor.cliente_id))
            .innerJoin(tiposDocumento, eq(tiposDocumento.id, clientes.tipo_documento_id))
            .where(where)
            .orderBy(desc(saldosFavor.updated_at), desc(saldosFavor.id))
            .limit(limit)
            .offset(offset),
        total: () =>
          ex
            .select({ total: sql<number>`count(*)::int` })
            .from(saldosFavor)
            .innerJoin(clientes, eq(clientes.id, saldosFavor.cliente_id))
            .where(where),
      });
    },
  };
}

export type ClientBalancesRepository = ReturnType<typeof createClientBalancesRepository>;
