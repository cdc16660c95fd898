import type { TQuoteBody } from '@posada/contracts';
import type { Executor } from '../../../db/client';
import { type EntryBase, paymentEntry } from '../../../kernel/ledger/entries';
import type { Ledger } from '../../../kernel/ledger/ledger';
import { claimingNights } from '../../../kernel/nights/night-claims';
import type { NightPosting } from '../../../kernel/nights/night-posting';
import type { PaymentsService } from '../../../kernel/payments/payments.service';
import {
  type PricedNight,
  PricingError,
  type PricingRate,
  priceStay,
  stayNights,
} from '../../../kernel/pricing/pricing';
import type { UnitOfWork } from '../../../kernel/unit-of-work';
import type { HotelActor } from '../../../lib/caller';
import { BusinessRuleError, NotFoundError, ValidationError } from '../../../lib/errors';
import { fromCents, toCents } from '../../../lib/money';
import type { RackRow } from '../rack/rack.repository';
import type { ChangeContext } from '../rack/room-action';
import type { StaysRepository } from './stays.repository';

const invalid = (field: string, message: string) => new ValidationError(message, { [field]: [message] });

/** What opening a stay needs, whether a walk-in or a check-in. */
export interface StayInput {
  cliente_id: number;
  acompanantes: number[];
  empleados: number[];
  adultos: number;
  ninos: number;
  salida: string;
  tarifa_nombre: string;
  exento_iva: boolean;
  anticipo?: { forma_pago_id: number; monto: string; idempotency_key?: string };
  observaciones?: string;
  /** Route rule: the open company or group account the lodging nights post to (extras stay). */
  cargo_alojamiento_cuenta_id?: number | null;
}

/** Where the stay comes from: a booking line (its room claim becomes the stay's, or not) and its prices. */
export interface StayOrigin {
  reservaId: number | null;
  /** The line's claim of this room becomes the stay's (stretched or shrunk to the stay's nights). */
  takeClaim: boolean;
  /** The nights as the booking priced them; without them the stay is priced by its rate today. */
  booked?: PricedNight[];
}

/** A booked night without its tax, for a guest exempt from IVA. */
const exempt = (n: PricedNight): PricedNight => {
  const net = fromCents(toCents(n.total) - toCents(n.impuesto));
  return { ...n, impuesto: '0.00', total: net };
};

/** Quoting a stay in a room from today, and opening it (guests, nights, charges, deposit). */
export function createStayOpener({
  repo,
  payments,
  ledger,
  nights,
}: {
  repo: StaysRepository;
  payments: PaymentsService;
  ledger: Ledger;
  nights: NightPosting;
}) {
  /** Capacity, rates and price of a stay in a room from today to `salida`. */
  async function quote(
    ex: Executor,
    hotelId: number,
    room: RackRow,
    body: Omit<TQuoteBody, 'habitacion_id'>,
  ) {
    const type = await repo.roomType(ex, hotelId, room.id);
    if (!type) throw new NotFoundError('La habitación no existe');
    if (body.adultos > type.adultos || body.ninos > type.ninos) {
      throw new BusinessRuleError(`La habitación admite hasta ${type.adultos} adultos y ${type.ninos} niños`);
    }
    if (body.salida <= room.hoy) throw invalid('salida', 'La salida debe ser posterior a hoy');
    const rates: PricingRate[] = await repo.rates(ex, [type.id]);
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

  /** The nights to post: the booked ones from today on when given, else priced now. */
  async function nightsPriced(
    ex: Executor,
    hotelId: number,
    room: RackRow,
    input: StayInput,
    booked?: PricedNight[],
  ) {
    const fromToday = booked?.filter((n) => n.fecha >= room.hoy && n.fecha < input.salida);
    const wanted = input.salida > room.hoy ? stayNights(room.hoy, input.salida).length : 0;
    if (fromToday && fromToday.length > 0 && fromToday.length === wanted) {
      const noches = input.exento_iva ? fromToday.map(exempt) : fromToday;
      return { noches, total: fromCents(noches.reduce((sum, n) => sum + toCents(n.total), 0n)) };
    }
    return quote(ex, hotelId, room, input);
  }

  /** The account a route rule names: a company's or a group's master, open, of this hotel. */
  async function lodgingAccount(work: UnitOfWork, hotelId: number, id: number | null | undefined) {
    if (id === undefined || id === null) return null;
    const field = 'cargo_alojamiento_cuenta_id';
    const account = await ledger.lockAccount(work, hotelId, id);
    if (!account || account.tipo === 'estancia') {
      throw invalid(field, 'La cuenta de la empresa o del grupo no existe');
    }
    if (account.estado !== 'abierta') throw invalid(field, `La cuenta ${id} está cerrada`);
    return account.id;
  }

  /**
   * Opens the stay, its guests, its priced nights and the deposit, in the action's transaction.
   * No night is charged here: the business-day close posts each night, the check-out the rest.
   */
  async function open(
    { tx, work, room }: ChangeContext,
    actor: HotelActor,
    input: StayInput,
    origin: StayOrigin,
  ) {
    const price = await nightsPriced(tx, actor.hotelId, room, input, origin.booked);
    const lodgingTo = await lodgingAccount(work, actor.hotelId, input.cargo_alojamiento_cuenta_id);
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
        reserva_id: origin.reservaId,
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
    const dates = { llegada: room.hoy, salida: input.salida };
    const reservaId = origin.takeClaim ? origin.reservaId : null;
    await claimingNights(tx, room, dates, (savepoint) =>
      repo.claimNights(savepoint, { hotelId: actor.hotelId, roomId: room.id, stayId, reservaId, ...dates }),
    );
    const cuentaId = await ledger.openStayAccount(tx, {
      hotelId: actor.hotelId,
      stayId,
      clienteId: input.cliente_id,
      userId: actor.userId,
      lodgingTo,
    });
    const base: EntryBase = { hotel_id: actor.hotelId, cuenta_id: cuentaId, created_by: actor.userId };
    await nights.plan(tx, { id: stayId, hotel_id: actor.hotelId }, price.noches);
    if (input.anticipo) {
      const paid = await payments.recordPayment(work, {
        actor,
        forma_pago_id: input.anticipo.forma_pago_id,
        monto: input.anticipo.monto,
        tipo: 'pago',
        concepto: `Anticipo habitación ${room.numero}`,
        idempotencyKey: input.anticipo.idempotency_key ?? null,
      });
      await ledger.post(work, [paymentEntry(base, 'Anticipo', paid)]);
    }
    return { stayId, cuentaId, total: price.total, base };
  }

  return { quote, open };
}

export type StayOpener = ReturnType<typeof createStayOpener>;
