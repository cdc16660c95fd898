import type { TCheckinBody, TOccupyBody, TQuoteBody } from '@posada/contracts';
import type { Db, Executor } from '../../db/client';
import type { HotelActor } from '../../lib/caller';
import { BusinessRuleError, NotFoundError, ValidationError } from '../../lib/errors';
import { subtractMoney } from '../../lib/money';
import type { PaymentsService } from '../cash-registers';
import type { HotelCalendar } from '../hotels/calendar';
import type { CheckoutService } from './checkout.service';
import { claimingNights } from './night-claims';
import { PricingError, type PricingRate, priceStay } from './pricing';
import type { RackRepository, RackRow } from './rack.repository';
import { toRackRoom } from './rack-card';
import type { ChangeContext, RoomActions } from './room-action';
import { type EntryBase, nightCharge, paymentEntry } from './stay-entries';
import type { StaysRepository } from './stays.repository';

const invalid = (field: string, message: string) => new ValidationError(message, { [field]: [message] });

interface Deps {
  db: Db;
  repo: StaysRepository;
  rack: RackRepository;
  calendar: HotelCalendar;
  roomAction: RoomActions;
  payments: PaymentsService;
  checkout: Pick<CheckoutService, 'preview'>;
}

type StayInput = TCheckinBody & { cliente_id: number };

export function createStaysService({ db, repo, rack, calendar, roomAction, payments, checkout }: Deps) {
  /** Capacity, rates and price of a stay in a room from today to `salida`. */
  async function quote(ex: Executor, hotelId: number, room: RackRow, body: TQuoteBody) {
    const type = await repo.roomType(ex, hotelId, room.id);
    if (!type) throw new NotFoundError('La habitación no existe');
    if (body.adultos > type.adultos || body.ninos > type.ninos) {
      throw new BusinessRuleError(`La habitación admite hasta ${type.adultos} adultos y ${type.ninos} niños`);
    }
    if (body.salida <= room.hoy) throw invalid('salida', 'La salida debe ser posterior a hoy');
    const rates: PricingRate[] = await repo.rates(ex, type.id);
    try {
      return priceStay({
        rates,
        rateName: body.tarifa_nombre,
        llegada: room.hoy,
        salida: body.salida,
        personas: body.adultos + body.ninos,
        exentoIva: body.exento_iva,
      });
    } catch (error) {
      if (error instanceof PricingError) throw new BusinessRuleError(error.message);
      throw error;
    }
  }

  /** Opens the stay, its guests, its nights, its charges and the deposit, in the action's transaction. */
  async function openStay(
    { tx, room }: ChangeContext,
    actor: HotelActor,
    input: StayInput,
    reservaId: number | null,
  ) {
    const price = await quote(tx, actor.hotelId, room, input);
    const guests = [input.cliente_id, ...input.acompanantes];
    const found = await repo.activeClients(tx, actor.hotelId, guests);
    if (found.length !== new Set(guests).size) {
      throw invalid('cliente_id', 'Algún huésped no existe o está inactivo');
    }
    // The IVA exemption of lodging is the non-resident foreign tourist's, with the evidence on file.
    if (input.exento_iva && !found.find((c) => c.id === input.cliente_id)?.extranjero_no_residente) {
      throw invalid(
        'exento_iva',
        'Solo un huésped marcado como extranjero no residente (con su soporte migratorio) está exento de IVA',
      );
    }
    if (
      (await repo.activeEmployees(tx, actor.hotelId, input.empleados)).length !==
      new Set(input.empleados).size
    ) {
      throw invalid('empleados', 'Algún empleado no existe o está inactivo');
    }
    const stayId = await repo.insertStay(
      tx,
      {
        hotel_id: actor.hotelId,
        habitacion_id: room.id,
        reserva_id: reservaId,
        cliente_id: input.cliente_id,
        llegada: room.hoy,
        salida: input.salida,
        adultos: input.adultos,
        ninos: input.ninos,
        tarifa_nombre: input.tarifa_nombre,
        exento_iva: input.exento_iva,
        observaciones: input.observaciones ?? null,
        created_by: actor.userId,
      },
      [...new Set(input.acompanantes)].filter((id) => id !== input.cliente_id),
      [...new Set(input.empleados)],
    );
    const nights = { llegada: room.hoy, salida: input.salida };
    await claimingNights(tx, rack, room, nights, (savepoint) =>
      repo.claimNights(savepoint, { hotelId: actor.hotelId, roomId: room.id, stayId, reservaId, ...nights }),
    );
    const base: EntryBase = { hotel_id: actor.hotelId, estancia_id: stayId, created_by: actor.userId };
    await repo.addEntries(
      tx,
      price.noches.map((night) => nightCharge(base, room.numero, night)),
    );
    if (input.anticipo) {
      const paid = await payments.recordPayment(tx, {
        actor,
        forma_pago_id: input.anticipo.forma_pago_id,
        monto: input.anticipo.monto,
        tipo: 'pago',
        concepto: `Anticipo habitación ${room.numero}`,
        idempotencyKey: input.anticipo.idempotency_key ?? null,
      });
      await repo.addEntries(tx, [paymentEntry(base, 'Anticipo', paid)]);
    }
    return { stayId, total: price.total };
  }

  const dirtyOverride = (canOverride: boolean, wants: boolean) => wants && canOverride;

  const noAccount = { movimientos: null, cargos: null, pagos: null, saldo: null, al_salir_hoy: null };

  /** The stay's account entries, totals, and what a check-out today would leave. */
  async function accountOf(hotelId: number, room: RackRow, stayId: number) {
    const { cargos, pagos } = await repo.balance(db, stayId);
    const saldo = subtractMoney(cargos, pagos);
    const movimientos = (await repo.entries(db, stayId)).map((e) => ({
      ...e,
      tipo: e.tipo as 'cargo' | 'pago',
    }));
    const al_salir_hoy = await checkout.preview(db, hotelId, room, stayId, saldo);
    return { movimientos, cargos, pagos, saldo, al_salir_hoy };
  }

  /** A room of the hotel as the rack shows it today. */
  async function roomOf(hotelId: number, roomId: number): Promise<RackRow> {
    const room = await rack.room(db, hotelId, roomId, await calendar.today(db, hotelId));
    if (!room) throw new NotFoundError('La habitación no existe');
    return room;
  }

  return {
    async quote(actor: HotelActor, body: TQuoteBody) {
      const room = await roomOf(actor.hotelId, body.habitacion_id);
      return quote(db, actor.hotelId, room, body);
    },

    async roomRates(hotelId: number, roomId: number) {
      const type = await repo.roomType(db, hotelId, roomId);
      if (!type) throw new NotFoundError('La habitación no existe');
      const names = [...new Set((await repo.rates(db, type.id)).map((r) => r.nombre))];
      return { tarifas: names, capacidad_adultos: type.adultos, capacidad_ninos: type.ninos };
    },

    occupy: (actor: HotelActor, body: TOccupyBody, canOverride: boolean) =>
      roomAction(
        actor,
        body.habitacion_id,
        'ocupar',
        async (c) => {
          const { stayId, total } = await openStay(c, actor, body, null);
          return { message: `Habitación ${c.room.numero} ocupada`, detalle: { estancia_id: stayId, total } };
        },
        { override: dirtyOverride(canOverride, body.forzar_sucia) },
      ),

    checkin: (actor: HotelActor, body: TCheckinBody, canOverride: boolean) =>
      roomAction(
        actor,
        body.habitacion_id,
        'checkin',
        async (c) => {
          const reservaId = c.room.reserva_id;
          const hold = reservaId ? await repo.reservation(c.tx, reservaId) : undefined;
          if (!hold || !reservaId) throw new BusinessRuleError('La habitación no tiene una reserva para hoy');
          const { stayId, total } = await openStay(
            c,
            actor,
            { ...body, cliente_id: hold.cliente_id },
            reservaId,
          );
          await repo.setReservationState(c.tx, reservaId, 'Check-in');
          return {
            message: `Check-in de la habitación ${c.room.numero} realizado`,
            detalle: { estancia_id: stayId, reserva_id: reservaId, total },
          };
        },
        { override: dirtyOverride(canOverride, body.forzar_sucia) },
      ),

    /**
     * The room with its stay, guests and account. Without `cuentas.ver` (a housekeeper) the answer
     * carries no money at all: account, balance and check-out preview are null.
     */
    async detail(hotelId: number, roomId: number, seesAccount: boolean) {
      const room = await roomOf(hotelId, roomId);
      if (!room.estancia_id) return { habitacion: toRackRoom(room), estancia: null };
      const found = await repo.stayDetail(db, room.estancia_id);
      if (!found) return { habitacion: toRackRoom(room), estancia: null };
      const { stay, companions, staff } = found;
      const account = seesAccount ? await accountOf(hotelId, room, room.estancia_id) : noAccount;
      return {
        habitacion: toRackRoom(room),
        estancia: {
          id: stay.id,
          cliente: { id: stay.cliente_id, nombre: stay.cliente, documento: stay.documento },
          acompanantes: companions,
          empleados: staff,
          llegada: stay.llegada,
          salida: stay.salida,
          adultos: stay.adultos,
          ninos: stay.ninos,
          tarifa_nombre: stay.tarifa_nombre,
          ...account,
        },
      };
    },

    async hold(hotelId: number, roomId: number) {
      const room = await roomOf(hotelId, roomId);
      return room.reserva_id ? ((await repo.reservation(db, room.reserva_id)) ?? null) : null;
    },
  };
}

export type StaysService = ReturnType<typeof createStaysService>;
