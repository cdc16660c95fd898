import type {
  Plan,
  TConfiguration,
  TConfigurationSaveBody,
  TTrainingBody,
  TTrainingItem,
} from '@posada/contracts';
import type { Db, Executor, Tx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { asRead, asSent, createCrudService } from '../../lib/crud/crud-service';
import { NotFoundError, UnsupportedMediaTypeError, ValidationError } from '../../lib/errors';
import type { ConfigurationsRepository, SettingsValues } from './configurations.repository';
import { detectLogoType } from './logo-image';

interface Deps {
  db: Db;
  repo: ConfigurationsRepository;
  audit: AuditLog;
}

export function createConfigurationsService({ db, repo, audit }: Deps) {
  async function settingsOf(hotelId: number, tx: Executor = db): Promise<TConfiguration> {
    const found = await repo.findByHotel(tx, hotelId);
    if (!found) throw new NotFoundError('El hotel no existe');
    return found;
  }

  /** Writes in one transaction, with the before and after of the hotel's settings in the audit log. */
  function change(actor: HotelActor, accion: string, write: (tx: Tx) => Promise<void>) {
    return db.transaction(async (tx) => {
      const before = await settingsOf(actor.hotelId, tx);
      await write(tx);
      const after = await settingsOf(actor.hotelId, tx);
      await audit.record(tx, actor, {
        accion,
        entidad: 'configuraciones',
        entidad_id: actor.hotelId,
        // The settings as answered: the logo shows as tiene_logo/logo_version, never its bytes.
        antes: before,
        despues: after,
      });
      return after;
    });
  }

  return {
    settingsOf,

    /** The settings of the request's hotel, or null for a user without a hotel. */
    current: async (hotelId: number | null) =>
      hotelId === null ? null : ((await repo.findByHotel(db, hotelId)) ?? null),

    /**
     * A hotel the caller may work in; any other answers 404, as if it did not exist.
     * `hotelIds` are the caller's hotels (every active hotel for root).
     */
    async settingsOfVisible(hotelIds: readonly number[], hotelId: number) {
      if (!hotelIds.includes(hotelId)) throw new NotFoundError('El hotel no existe');
      return settingsOf(hotelId);
    },

    save(actor: HotelActor, body: TConfigurationSaveBody) {
      return change(actor, 'actualizar', async (tx) => {
        if (body.producto_alojamiento_id !== null) {
          const options = await repo.lodgingOptions(tx, actor.hotelId);
          if (!options.some((p) => p.id === body.producto_alojamiento_id)) {
            throw new ValidationError('Los datos enviados no son válidos', {
              producto_alojamiento_id: ['Elija un servicio activo de este hotel'],
            });
          }
        }
        const { hora_checkin, hora_checkout, hora_cierre_dia, ...settings } = body;
        await repo.upsert(tx, actor.hotelId, settings satisfies SettingsValues);
        await repo.setHotelHours(tx, actor.hotelId, { hora_checkin, hora_checkout, hora_cierre_dia });
      });
    },

    setPlan(actor: HotelActor, plan: Plan) {
      return change(actor, 'actualizar', (tx) => repo.upsert(tx, actor.hotelId, { plan }));
    },

    reset(actor: HotelActor, hotelIds: readonly number[]) {
      if (!hotelIds.includes(actor.hotelId)) throw new NotFoundError('El hotel no existe');
      return change(actor, 'eliminar', (tx) => repo.remove(tx, actor.hotelId));
    },

    lodgingOptions: (hotelId: number) => repo.lodgingOptions(db, hotelId),

    /** The logo of a hotel, or of the first active hotel with one (the login page before a hotel is known). */
    logo: (hotelId: number | undefined) => repo.findLogo(db, hotelId),

    trainings: createCrudService({
      db,
      repo: repo.trainings,
      audit,
      entity: 'capacitaciones',
      notFound: 'La capacitación no existe',
      present: asRead<TTrainingItem>,
      prepare: asSent<TTrainingBody>,
    }),

    /** The Capacitaciones screen: the hotel's active items, none for a user without a hotel. */
    activeTrainings: async (hotelId: number | null) =>
      hotelId === null ? [] : repo.activeTrainings(db, hotelId),

    /** Stores the logo after checking its content; the size limit is the upload's. */
    uploadLogo(actor: HotelActor, bytes: Buffer) {
      if (bytes.length === 0) {
        throw new ValidationError('El archivo del logo está vacío', { image: ['El archivo está vacío'] });
      }
      const mime = detectLogoType(bytes);
      if (!mime) throw new UnsupportedMediaTypeError('El logo debe ser una imagen PNG, JPEG o WebP');
      return change(actor, 'actualizar', (tx) =>
        repo.upsert(tx, actor.hotelId, { logo: bytes, logo_mime: mime }),
      );
    },
  };
}

export type ConfigurationsService = ReturnType<typeof createConfigurationsService>;
