import type { TOccupyBody, TQuoteBody } from '@posada/contracts';
import type { Db } from '../../../db/client';
import type { HotelCalendar } from '../../../kernel/calendar/calendar';
import type { Ledger } from '../../../kernel/ledger/ledger';
import type { NightPosting } from '../../../kernel/nights/night-posting';
import type { AuditLog } from '../../../lib/audit';
import type { HotelActor } from '../../../lib/caller';
import { NotFoundError } from '../../../lib/errors';
import { addMoney, subtractMoney } from '../../../lib/money';
import { confirmGuests } from '../guests/guest-register';
import type { GuestsRepository } from '../guests/guests.repository';
import type { RackRepository, RackRow } from '../rack/rack.repository';
import { toRackRoom } from '../rack/rack-card';
import type { RoomActions } from '../rack/room-action';
import type { CheckoutService } from './checkout.service';
import type { StayOpener } from './stay-opening';
import type { StaysRepository } from './stays.repository';

interface Deps {
  db: Db;
  repo: StaysRepository;
  rack: RackRepository;
  calendar: HotelCalendar;
  roomAction: RoomActions;
  opener: StayOpener;
  checkout: Pick<CheckoutService, 'preview'>;
  ledger: Ledger;
  nights: Pick<NightPosting, 'pending'>;
  guests: GuestsRepository;
  audit: AuditLog;
}

export function createStaysService(deps: Deps) {
  const { db, repo, rack, calendar, roomAction, opener, checkout, ledger, nights, guests, audit } = deps;
  const dirtyOverride = (canOverride: boolean, wants: boolean) => wants && canOverride;

  const noAccount = {
    cuenta_id: null,
    movimientos: null,
    cargos: null,
    pagos: null,
    saldo: null,
    noches_pendientes: null,
    total_estimado: null,
    al_salir_hoy: null,
  };

  /** The stay's account: its entries, totals, expected total, and what a check-out today would leave. */
  async function accountOf(hotelId: number, room: RackRow, stayId: number) {
    const account = await ledger.stayAccount(db, stayId);
    const { cargos, pagos, descuentos, saldo } = await ledger.totals(db, account.id);
    const movimientos = await repo.entries(db, account.id);
    const al_salir_hoy = await checkout.preview(db, hotelId, room, stayId, saldo);
    const pending = await nights.pending(db, hotelId, account.id);
    const total_estimado = addMoney(subtractMoney(cargos, descuentos), pending.total);
    return {
      cuenta_id: account.id,
      movimientos,
      cargos,
      pagos,
      saldo,
      noches_pendientes: pending.noches,
      total_estimado,
      al_salir_hoy,
    };
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
      return opener.quote(db, actor.hotelId, room, body);
    },

    async roomRates(hotelId: number, roomId: number) {
      const type = await repo.roomType(db, hotelId, roomId);
      if (!type) throw new NotFoundError('La habitación no existe');
      const names = [...new Set((await repo.rates(db, [type.id])).map((r) => r.nombre))];
      return { tarifas: names, capacidad_adultos: type.adultos, capacidad_ninos: type.ninos };
    },

    occupy: (actor: HotelActor, body: TOccupyBody, canOverride: boolean) =>
      roomAction(
        actor,
        body.habitacion_id,
        'ocupar',
        async (c) => {
          const records = await confirmGuests(c.tx, { repo: guests, audit }, actor, body.huespedes);
          const { stayId, total } = await opener.open(c, actor, body, { reservaId: null, takeClaim: false });
          await guests.addRecords(c.tx, records(stayId));
          return { message: `Habitación ${c.room.numero} ocupada`, detalle: { estancia_id: stayId, total } };
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
  };
}

export type StaysService = ReturnType<typeof createStaysService>;
