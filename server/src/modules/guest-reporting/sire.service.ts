import type { TSirePeriod, TSireView } from '@posada/contracts';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { type Clock, localDate } from '../../lib/clock';
import { BusinessRuleError, NotFoundError } from '../../lib/errors';
import { createSireCountryCatalog } from './catalogs/sire-countries';
import type { GuestReportingRepository, StayGuestRow } from './guest-reporting.repository';
import { shownIssue } from './issues';
import { sireFileName, writeSireFile } from './sire/file';
import type { TSireGuest, TSireMovement, TSirePlace } from './sire/model';
import { splitSurnames } from './sire/names';
import { buildSireRows } from './sire/rows';

export interface SireDeps {
  db: Db;
  repo: GuestReportingRepository;
  audit: AuditLog;
  clock: Clock;
}

const placeOf = (ciudad: string | null, pais: string | null): TSirePlace | null =>
  ciudad ? { ciudad } : pais ? { pais } : null;

function sireGuest(ref: number, g: StayGuestRow): TSireGuest {
  const { primer, segundo } = splitSurnames(g.apellidos);
  return {
    ref,
    tipo_documento: g.tipo_documento,
    numero_documento: g.numero_documento,
    nacionalidad: g.nacionalidad,
    primer_apellido: primer,
    segundo_apellido: segundo,
    nombres: g.nombres,
    fecha_nacimiento: g.fecha_nacimiento,
    procedencia: placeOf(g.procedencia_ciudad, g.procedencia_pais),
    destino: placeOf(g.destino_ciudad, g.destino_pais),
  };
}

/** The SIRE (issue 30): a period's movements of foreign guests, their file and its uploads. */
export function createSireService({ db, repo, audit, clock }: SireDeps) {
  /** The SIRE rows and issues of a period, each row traced back to its stay and guest. */
  async function sireOf(hotelId: number, { desde, hasta }: TSirePeriod) {
    const [hotel, settings, countryRows] = await Promise.all([
      repo.hotel(db, hotelId),
      repo.settings(db, hotelId),
      repo.sireCountries(db),
    ]);
    if (!hotel) throw new NotFoundError('Hotel no encontrado');
    const zone = hotel.zona_horaria;
    const guests = await repo.periodGuests(db, hotelId, zone, desde, hasta);
    const inPeriod = (d: Date) => {
      const day = localDate(d, zone);
      return day >= desde && day <= hasta;
    };
    const movements: TSireMovement[] = guests.flatMap((g, ref) => {
      const huesped = sireGuest(ref, g);
      const entrada = new Date(g.entrada);
      const salida = g.salida === null ? null : new Date(g.salida);
      return [
        ...(inPeriod(entrada) ? [{ movimiento: 'E' as const, instante: entrada, huesped }] : []),
        ...(salida && inPeriod(salida) ? [{ movimiento: 'S' as const, instante: salida, huesped }] : []),
      ];
    });
    const built = buildSireRows(
      { codigo: settings?.sire_codigo ?? null, ciudad: hotel.ciudad_codigo, zonaHoraria: zone },
      movements,
      createSireCountryCatalog(countryRows),
    );
    return { built, guests, codigo: settings?.sire_codigo ?? '' };
  }

  return {
    async sireView(hotelId: number, period: TSirePeriod): Promise<TSireView> {
      const { built, guests } = await sireOf(hotelId, period);
      const uploads = await repo.uploads(db, hotelId, period.desde, period.hasta);
      const reported = (dmy: string) => {
        const day = `${dmy.slice(6, 10)}-${dmy.slice(3, 5)}-${dmy.slice(0, 2)}`;
        return uploads.some((u) => u.desde <= day && day <= u.hasta);
      };
      return {
        filas: built.rows.map((r) => {
          const g = guests[r.ref];
          return {
            cliente_id: g?.cliente_id ?? 0,
            estancia_id: g?.estancia_id ?? 0,
            movimiento: r.movimiento,
            campos: [...r.campos],
            reportado: reported(r.campos[9] ?? ''),
          };
        }),
        faltantes: built.issues.map(shownIssue),
        reportes: uploads.map((u) => ({ ...u, fecha: u.fecha.toISOString() })),
      };
    },

    /** The file to upload to SIRE's portal: refused while the hotel lacks its SIRE data, or with no row. */
    async sireFile(hotelId: number, period: TSirePeriod) {
      const { built, codigo } = await sireOf(hotelId, period);
      const hotelIssues = built.issues.filter((i) => i.ref === null);
      if (hotelIssues.length > 0) throw new BusinessRuleError(hotelIssues.map((i) => i.mensaje).join('. '));
      if (built.rows.length === 0) {
        throw new BusinessRuleError(
          'No hay movimientos de huéspedes extranjeros listos para reportar en el período',
        );
      }
      return {
        nombre: sireFileName(codigo, period.desde, period.hasta),
        contenido: writeSireFile(built.rows),
      };
    },

    async sireMark(actor: HotelActor, period: TSirePeriod) {
      const { built } = await sireOf(actor.hotelId, period);
      return db.transaction(async (tx) => {
        const saved = await repo.addUpload(tx, {
          hotel_id: actor.hotelId,
          desde: period.desde,
          hasta: period.hasta,
          filas: built.rows.length,
          usuario_id: actor.userId,
          created_at: clock.now(),
        });
        if (!saved) throw new Error('sire_reportes');
        await audit.record(tx, actor, {
          accion: 'crear',
          entidad: 'sire_reportes',
          entidad_id: saved.id,
          antes: null,
          despues: { desde: period.desde, hasta: period.hasta, filas: saved.filas },
        });
        return {
          desde: saved.desde,
          hasta: saved.hasta,
          filas: saved.filas,
          usuario: await repo.userName(tx, actor.userId),
          fecha: saved.created_at.toISOString(),
        };
      });
    },
  };
}
