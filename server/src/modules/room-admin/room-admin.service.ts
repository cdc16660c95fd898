import type { TRate, TRateBody, TRoom, TRoomBody, TRoomType, TRoomTypeBody } from '@posada/contracts';
import { dayText } from '@posada/contracts/dates';
import type { Db, Tx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { asRead, asSent, createCrudService } from '../../lib/crud/crud-service';
import { BusinessRuleError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { RoomAdminRepository } from './room-admin.repository';

interface Deps {
  db: Db;
  repo: RoomAdminRepository;
  audit: AuditLog;
}

const invalid = (errors: Record<string, string[]>) =>
  new ValidationError('Los datos enviados no son válidos', errors);
const occupiedMessage = (numero: string) =>
  `La habitación ${numero} está ocupada: no se puede desactivar ni eliminar mientras tenga una estadía abierta`;
const day = (date: string | null, open: string) => (date ? dayText(date) : open);
const RATE_OVERLAP = 'La vigencia se cruza con otra tarifa activa del mismo nombre para este tipo';

/** typeRooms, admin/rooms and admin/tarifas. The rack and stays live in `modules/rooms`. */
export function createRoomAdminService({ db, repo, audit }: Deps) {
  /**
   * The type must be one of the hotel's (an inactive type only if the room already has it); an
   * occupied room cannot be deactivated. The room row is locked first, as the rack's actions do.
   */
  async function checkRoom(tx: Tx, hotelId: number, body: TRoomBody, id?: number): Promise<TRoomBody> {
    const current = id === undefined ? undefined : await repo.lockRoom(tx, hotelId, id);
    if (id !== undefined && !current) throw new NotFoundError('La habitación no existe');
    const type = await repo.type(tx, hotelId, body.tipo_habitacion_id);
    const typeError = !type
      ? 'El tipo de habitación no existe'
      : !type.estado && current?.tipo_habitacion_id !== body.tipo_habitacion_id
        ? 'El tipo de habitación está inactivo'
        : undefined;
    if (typeError) throw invalid({ tipo_habitacion_id: [typeError] });
    if (current?.ocupada && !body.estado) throw new BusinessRuleError(occupiedMessage(current.numero));
    return body;
  }

  /**
   * The type must be one of the hotel's and the tax must exist. Two active rates of one name and
   * type may not be valid on the same night (an open end counts as unbounded), or a stay's night
   * would have two prices: said here with the clashing dates, guaranteed by the database's
   * exclusion constraint. The type's row is locked so concurrent saves for one type queue.
   */
  async function checkRate(tx: Tx, hotelId: number, body: TRateBody, id?: number): Promise<TRateBody> {
    const type = await repo.type(tx, hotelId, body.tipo_habitacion_id, true);
    const taxExists = body.impuesto_id === null || (await repo.taxExists(tx, body.impuesto_id));
    const errors: Record<string, string[]> = {};
    if (!type) errors.tipo_habitacion_id = ['El tipo de habitación no existe'];
    if (!taxExists) errors.impuesto_id = ['El impuesto no existe'];
    if (Object.keys(errors).length > 0) throw invalid(errors);
    if (!body.estado) return body;
    const clash = await repo.overlappingRate(tx, body, id);
    if (clash) {
      const message = `La vigencia se cruza con la tarifa «${body.nombre}» de este tipo (${day(clash.desde, 'sin inicio')} – ${day(clash.hasta, 'sin fin')})`;
      throw new ConflictError(message, { vigencia_desde: [message], vigencia_hasta: [message] });
    }
    return body;
  }

  return {
    types: createCrudService({
      db,
      repo: repo.types,
      audit,
      entity: 'tipos_habitacion',
      notFound: 'El tipo de habitación no existe',
      present: asRead<TRoomType>,
      prepare: asSent<TRoomTypeBody>,
      conflicts: {
        tipos_habitacion_hotel_nombre_key: {
          field: 'nombre',
          message: 'Ya existe un tipo de habitación con ese nombre',
        },
      },
    }),

    rooms: createCrudService({
      db,
      repo: repo.rooms,
      audit,
      entity: 'habitaciones',
      notFound: 'La habitación no existe',
      present: asRead<TRoom>,
      prepare: (tx, { hotelId, id }, body: TRoomBody) => checkRoom(tx, hotelId ?? 0, body, id),
      beforeRemove: async (tx, hotelId, id) => {
        const room = await repo.lockRoom(tx, hotelId ?? 0, id);
        if (room?.ocupada) throw new BusinessRuleError(occupiedMessage(room.numero));
      },
      conflicts: {
        habitaciones_hotel_numero_key: {
          field: 'numero',
          message: 'Ya existe una habitación con ese número',
        },
      },
    }),

    rates: createCrudService({
      db,
      repo: repo.rates,
      audit,
      entity: 'tarifas',
      notFound: 'La tarifa no existe',
      present: asRead<TRate>,
      prepare: (tx, { hotelId, id }, body: TRateBody) => checkRate(tx, hotelId ?? 0, body, id),
      conflicts: { tarifas_sin_cruce: { field: 'vigencia_desde', message: RATE_OVERLAP } },
    }),

    typeOptions: (hotelId: number) => repo.typeOptions(db, hotelId),
  };
}

export type RoomAdminService = ReturnType<typeof createRoomAdminService>;
