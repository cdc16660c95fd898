import type { TComanda, TOrderSplitBody, TOrderTransferBody } from '@posada/contracts';
import type { Db, Tx } from '../../../db/client';
import { BusinessRuleError, NotFoundError } from '../../../lib/errors';
import { invalid } from '../sale/sale-prepare';
import type { OrderLineRow, OrdersRepository } from './orders.repository';
import { type OrdersService, qty, qtyText, type WaiterActor } from './orders.service';

interface Deps {
  db: Db;
  repo: OrdersRepository;
  orders: OrdersService;
}

const NO_STATION = 'Sin estación';

/**
 * What moves an order's lines: to the kitchen (comandas per station, only what is new), to a new
 * order of the table (split by items), to another table (transfer), or another order into this
 * one (merge). Each in one transaction with the orders locked.
 */
export function createOrderMoves({ db, repo, orders }: Deps) {
  /**
   * Moves `parts` of `from`'s lines to the order `toId`: a whole line moves; part of one is cut in
   * two, the kitchen's sent quantity going first with the part moved.
   */
  async function moveParts(
    tx: Tx,
    lines: OrderLineRow[],
    parts: { id: number; cantidad: string }[],
    toId: number,
  ) {
    const byId = new Map(lines.map((l) => [l.id, l]));
    const errors: Record<string, string[]> = {};
    const seen = new Set<number>();
    parts.forEach((p, i) => {
      const line = byId.get(p.id);
      if (!line || seen.has(p.id)) errors[`lineas.${i}.id`] = ['La línea no es de esta orden'];
      else if (qty(p.cantidad) > qty(line.cantidad))
        errors[`lineas.${i}.cantidad`] = [`La línea tiene ${Number(line.cantidad)}: no se puede pasar más`];
      seen.add(p.id);
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const left =
      lines.reduce((n, l) => n + qty(l.cantidad), 0n) - parts.reduce((n, p) => n + qty(p.cantidad), 0n);
    const whole: number[] = [];
    for (const p of parts) {
      const line = byId.get(p.id) as OrderLineRow;
      const moved = qty(p.cantidad);
      if (moved === qty(line.cantidad)) {
        whole.push(line.id);
        continue;
      }
      const sent = qty(line.enviada) < moved ? qty(line.enviada) : moved;
      await repo.updateLine(tx, line.id, {
        cantidad: qtyText(qty(line.cantidad) - moved),
        enviada: qtyText(qty(line.enviada) - sent),
      });
      await repo.insertLines(tx, [
        {
          orden_id: toId,
          producto_id: line.producto_id,
          cantidad: qtyText(moved),
          enviada: qtyText(sent),
          precio: line.precio,
          descuento: null,
          nota: line.nota,
          orden: line.orden,
        },
      ]);
    }
    await repo.moveLines(tx, whole, toId);
    return left;
  }

  return {
    /**
     * ordenEnviarCocina: a comanda per station with only the quantities the kitchen has not got
     * (a product goes to the first active station that prepares its category, else "Sin
     * estación"); they are marked sent in the same transaction, so a resend prints only what is new.
     */
    async sendToKitchen(actor: WaiterActor, id: number) {
      const { comandas, enviada_at } = await db.transaction(async (tx) => {
        const order = await orders.openOrder(tx, actor, id);
        const lines = await repo.lockedLines(tx, id);
        const fresh = lines.filter((l) => qty(l.cantidad) > qty(l.enviada));
        if (fresh.length === 0) throw new BusinessRuleError('No hay nada nuevo para enviar a cocina');
        const stations = (await repo.stations(tx, actor.hotelId, order.punto_venta_id)).filter(
          (s) => s.estado,
        );
        const shown = await orders.detailIn(tx, actor.hotelId, id);
        const named = new Map(shown.lineas.map((l) => [l.id, l]));
        const byStation = new Map<number | null, TComanda>();
        for (const line of fresh) {
          const info = named.get(line.id);
          const station = stations.find((s) => info?.categoria && s.categorias.includes(info.categoria));
          const key = station?.id ?? null;
          let comanda = byStation.get(key);
          if (!comanda) {
            comanda = { estacion_id: key, estacion: station?.nombre ?? NO_STATION, lineas: [] };
            byStation.set(key, comanda);
          }
          comanda.lineas.push({
            producto: info?.producto ?? '',
            cantidad: qtyText(qty(line.cantidad) - qty(line.enviada)),
            nota: line.nota,
          });
          await repo.updateLine(tx, line.id, { enviada: line.cantidad });
        }
        const order_ = stations.map((s) => s.id as number | null).concat(null);
        return {
          comandas: [...byStation.values()].sort(
            (a, b) => order_.indexOf(a.estacion_id) - order_.indexOf(b.estacion_id),
          ),
          enviada_at: new Date().toISOString(),
        };
      });
      const data = await orders.detail(actor.hotelId, id);
      const n = comandas.length;
      return {
        message: `Enviado a cocina: ${n} ${n === 1 ? 'comanda' : 'comandas'}`,
        data,
        comandas,
        enviada_at,
      };
    },

    /**
     * ordenDividir: by items, the chosen quantities go to a new order of the same table (each
     * settled on its own, with its own key); in equal shares, the order keeps `partes` and is
     * settled by one sale paid in that many payments (the pay dialog offers them).
     */
    async split(actor: WaiterActor, id: number, body: TOrderSplitBody) {
      if (body.modo === 'partes') {
        await db.transaction(async (tx) => {
          await orders.openOrder(tx, actor, id);
          await repo.setOrder(tx, id, { partes: body.partes });
        });
        const data = await orders.detail(actor.hotelId, id);
        return { message: `Cuenta dividida en ${body.partes} partes iguales`, data, otra: null };
      }
      const otherId = await db.transaction(async (tx) => {
        const order = await orders.openOrder(tx, actor, id);
        const lines = await repo.lockedLines(tx, id);
        const newId = await repo.insert(tx, {
          hotel_id: actor.hotelId,
          punto_venta_id: order.punto_venta_id,
          mesa_id: order.mesa_id,
          habitacion_id: order.habitacion_id,
          usuario_id: order.usuario_id,
          clave: orders.newKey(),
          motivo: order.motivo,
        });
        const left = await moveParts(
          tx,
          lines,
          body.lineas.map((p) => ({ id: p.id, cantidad: String(p.cantidad) })),
          newId,
        );
        if (left <= 0n)
          throw invalid({ lineas: ['Deje algo en la cuenta original: la división debe dejar dos cuentas'] });
        return newId;
      });
      return {
        message: 'Cuenta dividida: las líneas elegidas quedaron en una cuenta nueva de la mesa',
        data: await orders.detail(actor.hotelId, id),
        otra: await orders.detail(actor.hotelId, otherId),
      };
    },

    /**
     * ordenTrasladar: without lines, the whole order moves to the other table; with lines, those
     * quantities move to that table's newest open order (a new one, the actor's, when it has none).
     */
    async transfer(actor: WaiterActor, id: number, body: TOrderTransferBody) {
      const otherId = await db.transaction(async (tx) => {
        const order = await orders.openOrder(tx, actor, id);
        const table = await orders.tableOf(tx, actor.hotelId, order.punto_venta_id, body.mesa_id);
        if (table.id === order.mesa_id) throw invalid({ mesa_id: ['La orden ya está en esa mesa'] });
        if (!body.lineas?.length) {
          await repo.setOrder(tx, id, { mesa_id: table.id, habitacion_id: null });
          return null;
        }
        const lines = await repo.lockedLines(tx, id);
        let target = await repo.openOrderOfTable(tx, actor.hotelId, table.id);
        if (target) {
          // Locks the other order too (in its turn), and it must be the actor's to handle.
          await orders.openOrder(tx, actor, target);
        } else {
          target = await repo.insert(tx, {
            hotel_id: actor.hotelId,
            punto_venta_id: order.punto_venta_id,
            mesa_id: table.id,
            usuario_id: actor.userId,
            clave: orders.newKey(),
          });
        }
        await moveParts(
          tx,
          lines,
          body.lineas.map((p) => ({ id: p.id, cantidad: String(p.cantidad) })),
          target,
        );
        return target;
      });
      return {
        message: otherId ? 'Líneas trasladadas de mesa' : 'Orden trasladada de mesa',
        data: await orders.detail(actor.hotelId, otherId ?? id),
        otra: otherId ? await orders.detail(actor.hotelId, id) : null,
      };
    },

    /** ordenUnir: the other order's lines join this one; the other is closed as `unida`. */
    async merge(actor: WaiterActor, id: number, otherId: number) {
      if (otherId === id) throw invalid({ orden_id: ['Elija otra orden'] });
      await db
        .transaction(async (tx) => {
          // Both locked in id order, so two merges of the same pair wait instead of crossing.
          const [first, second] = id < otherId ? [id, otherId] : [otherId, id];
          const a = await orders.openOrder(tx, actor, first);
          const b = await orders.openOrder(tx, actor, second);
          if (a.punto_venta_id !== b.punto_venta_id)
            throw invalid({ orden_id: ['Las órdenes son de puntos de venta distintos'] });
          const lines = await repo.lockedLines(tx, otherId);
          await repo.moveLines(
            tx,
            lines.map((l) => l.id),
            id,
          );
          await repo.setOrder(tx, otherId, { estado: 'unida', unida_a: id, cerrada_at: new Date() });
        })
        .catch((error) => {
          if (error instanceof NotFoundError) throw new NotFoundError('La orden no existe');
          throw error;
        });
      return {
        message: 'Mesas unidas en una sola cuenta',
        data: await orders.detail(actor.hotelId, id),
        otra: null,
      };
    },
  };
}

export type OrderMoves = ReturnType<typeof createOrderMoves>;
