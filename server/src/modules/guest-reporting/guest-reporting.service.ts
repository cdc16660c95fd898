import type { TGuestReportingSettings, TGuestReportingState } from '@posada/contracts';
import type { HotelActor } from '../../lib/caller';
import { BusinessRuleError } from '../../lib/errors';
import { deriveSealingKey, MIN_SECRET_LENGTH, openSealed, SECRET_ENV, seal } from '../../lib/secret-box';
import { createSireService, type SireDeps } from './sire.service';
import { createTraService, type TraDeps } from './tra.service';

export type GuestReportingDeps = SireDeps &
  Omit<TraDeps, 'tokenOf'> & {
    /** POSADA_SECRET_KEY of this server (the same in every process). */
    secretKey: string | undefined;
  };

/** What is bound to the sealed token: a copy moved to another hotel's row does not open. */
export const tokenOwner = (hotelId: number) => `hotel:${hotelId}:tra`;
const TOKEN_KEY = { salt: 'posada/guest-reporting', info: 'tra-token-v1' };

/**
 * Guest reporting (issue 30): the hotel's settings (the TRA token sealed) here; the TRA's queue and
 * states (tra.service.ts) and the SIRE's movements, file and uploads (sire.service.ts) beside it.
 */
export function createGuestReportingService(deps: GuestReportingDeps) {
  const { db, repo, audit, secretKey } = deps;
  const key = deriveSealingKey(secretKey, TOKEN_KEY);

  function tokenOf(hotelId: number, sealed: string | null): string | null {
    if (!sealed || !key) return null;
    const opened = openSealed(sealed, key, tokenOwner(hotelId));
    return opened.ok ? opened.plain.toString('utf8') : null;
  }

  async function state(hotelId: number): Promise<TGuestReportingState> {
    const [row, hotel] = await Promise.all([repo.settings(db, hotelId), repo.hotel(db, hotelId)]);
    return {
      clave_servidor: key !== null,
      tra_activo: row?.tra_activo ?? false,
      tiene_token: Boolean(row?.tra_token_sellado),
      tipo_acomodacion: row?.tipo_acomodacion ?? null,
      sire_codigo: row?.sire_codigo ?? null,
      rnt: hotel?.rnt ?? null,
      ciudad: hotel?.ciudad ?? null,
    };
  }

  return {
    state,

    async configure(actor: HotelActor, body: TGuestReportingSettings): Promise<TGuestReportingState> {
      const { hotelId } = actor;
      let sealed: string | undefined;
      if (body.tra_token) {
        if (!key) {
          throw new BusinessRuleError(
            `Falta la clave del servidor ${SECRET_ENV} (${MIN_SECRET_LENGTH} caracteres o más) para guardar el token de la TRA`,
          );
        }
        sealed = seal(Buffer.from(body.tra_token, 'utf8'), key, tokenOwner(hotelId));
      }
      await db.transaction(async (tx) => {
        const before = await repo.settings(tx, hotelId);
        if (body.tra_activo && !sealed && !before?.tra_token_sellado) {
          throw new BusinessRuleError('Registre el token de la TRA para activarla');
        }
        const values = {
          tra_activo: body.tra_activo,
          tipo_acomodacion: body.tipo_acomodacion,
          sire_codigo: body.sire_codigo,
          ...(sealed ? { tra_token_sellado: sealed } : {}),
        };
        await repo.saveSettings(tx, hotelId, values);
        const shown = (r: typeof before) =>
          r && { tra_activo: r.tra_activo, tipo_acomodacion: r.tipo_acomodacion, sire_codigo: r.sire_codigo };
        await audit.record(tx, actor, {
          accion: before ? 'actualizar' : 'crear',
          entidad: 'reporte_huespedes_config',
          entidad_id: hotelId,
          antes: shown(before) ?? null,
          despues: {
            tra_activo: values.tra_activo,
            tipo_acomodacion: values.tipo_acomodacion,
            sire_codigo: values.sire_codigo,
            token_cambiado: Boolean(sealed),
          },
        });
      });
      return state(hotelId);
    },

    ...createTraService({ ...deps, tokenOf }),
    ...createSireService(deps),
  };
}

export type GuestReportingService = ReturnType<typeof createGuestReportingService>;
