import type {
  TGuestReportingSettings,
  TGuestReportingState,
  TReportIssue,
  TravelMotive,
  TSirePeriod,
  TSireView,
  TTraPendingItem,
  TTraStayState,
} from '@posada/contracts';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { type Clock, localDate } from '../../lib/clock';
import { BusinessRuleError, NotFoundError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { deriveSealingKey, MIN_SECRET_LENGTH, openSealed, SECRET_ENV, seal } from '../../lib/secret-box';
import { createSireCountryCatalog } from './catalogs/sire-countries';
import type { EnvioRow, GuestReportingRepository, StayGuestRow } from './guest-reporting.repository';
import { sireFileName, writeSireFile } from './sire/file';
import type { TSireGuest, TSireMovement, TSirePlace } from './sire/model';
import { splitSurnames } from './sire/names';
import { buildSireRows } from './sire/rows';
import { createMincitClient, type TMincitExchange, type TMincitTransport } from './tra/client';
import type { TTraGuest, TTraStay } from './tra/model';
import { prepareTra } from './tra/prepare';
import { sendTraStay } from './tra/send';
import { logRow, logSummary, traPassResult } from './tra.queue';

export interface GuestReportingDeps {
  db: Db;
  repo: GuestReportingRepository;
  audit: AuditLog;
  clock: Clock;
  /** POSADA_SECRET_KEY of this server (the same in every process). */
  secretKey: string | undefined;
  /** MinCIT's PMS service (MINCIT_BASE_URL; tests point it at a fake). */
  mincitBaseUrl?: string;
  transport?: TMincitTransport;
  timeoutMs?: number;
}

/** What is bound to the sealed token: a copy moved to another hotel's row does not open. */
export const tokenOwner = (hotelId: number) => `hotel:${hotelId}:tra`;
const TOKEN_KEY = { salt: 'posada/guest-reporting', info: 'tra-token-v1' };
const NO_TOKEN = 'Falta el token de la TRA: regístrelo en Configuración → Reporte de huéspedes';
const TRA_OFF = 'La TRA está desactivada para este hotel (Configuración → Reporte de huéspedes)';

const isoOf = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const placeOf = (ciudad: string | null, pais: string | null): TSirePlace | null =>
  ciudad ? { ciudad } : pais ? { pais } : null;
const noRef = ({
  quien,
  campo,
  mensaje,
}: {
  quien: string;
  campo: string;
  mensaje: string;
}): TReportIssue => ({
  quien,
  campo,
  mensaje,
});

function traGuest(g: StayGuestRow): TTraGuest {
  return {
    ref: g.cliente_id,
    tipo_documento: g.tipo_documento,
    numero_documento: g.numero_documento,
    nombres: g.nombres,
    apellidos: g.apellidos,
    // A walk-in records no register: the client's own city is the residence it has.
    ciudad_residencia: g.residencia ?? g.ciudad_cliente,
    ciudad_procedencia: g.procedencia,
  };
}

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

/**
 * Guest reporting (issue 30): the hotel's settings (the TRA token sealed), the TRA queue's passes,
 * each stay's TRA state, and the SIRE movements, file and uploads of a period.
 */
export function createGuestReportingService(deps: GuestReportingDeps) {
  const { db, repo, audit, clock, secretKey } = deps;
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

  /** The stay as the TRA reads it, or null when it is not the hotel's. */
  async function traStay(
    hotelId: number,
    stayId: number,
    tipoAcomodacion: string | null,
  ): Promise<TTraStay | null> {
    const [stay, hotel, guests] = await Promise.all([
      repo.stay(db, hotelId, stayId),
      repo.hotel(db, hotelId),
      repo.stayGuests(db, stayId),
    ]);
    const main = guests.find((g) => g.principal);
    if (!stay || !hotel || !main) return null;
    return {
      establecimiento: { nombre: hotel.nombre, rnt: hotel.rnt, tipo_acomodacion: tipoAcomodacion },
      numero_habitacion: stay.numero,
      llegada: stay.llegada,
      salida: stay.salida,
      motivo_viaje: (main.motivo_viaje as TravelMotive | null) ?? null,
      costo: stay.costo,
      principal: traGuest(main),
      acompanantes: guests.filter((g) => !g.principal).map(traGuest),
    };
  }

  /** One taken submission: checked, sent (resuming what MinCIT already registered), saved with its log. */
  async function sendOne(
    claimed: Pick<
      EnvioRow,
      'estancia_id' | 'hotel_id' | 'codigo_principal' | 'acompanantes_enviados' | 'intentos'
    >,
  ) {
    const { estancia_id: stayId, hotel_id: hotelId } = claimed;
    const settings = await repo.settings(db, hotelId);
    const token = tokenOf(hotelId, settings?.tra_token_sellado ?? null);
    if (!settings?.tra_activo || !token) {
      await repo.queue.settle(db, stayId, {
        estado: 'error',
        mensaje: settings?.tra_activo ? NO_TOKEN : TRA_OFF,
      });
      return 'error';
    }
    const stay = await traStay(hotelId, stayId, settings.tipo_acomodacion);
    const prepared = stay ? prepareTra(stay) : null;
    if (!prepared || !prepared.ok) {
      const faltantes = prepared ? prepared.issues.map(noRef) : [];
      await repo.queue.settle(db, stayId, {
        estado: 'sin_datos',
        mensaje: 'Faltan datos para la TRA: complételos y reenvíe',
        faltantes,
      });
      return 'sin_datos';
    }
    const exchanges: TMincitExchange[] = [];
    const client = createMincitClient({
      token,
      ...(deps.mincitBaseUrl ? { baseUrl: deps.mincitBaseUrl } : {}),
      ...(deps.transport ? { transport: deps.transport } : {}),
      ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
      onExchange: (e) => exchanges.push(e),
    });
    const outcome = await sendTraStay(client, prepared, {
      ...(claimed.codigo_principal ? { mainCode: claimed.codigo_principal } : {}),
      sentCompanions: new Set(claimed.acompanantes_enviados),
    });
    const result = traPassResult(outcome, claimed.acompanantes_enviados, claimed.intentos);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await repo.addLog(
        tx,
        exchanges.map((e) => logRow(stayId, now, e)),
      );
      await repo.queue.settle(
        tx,
        stayId,
        {
          estado: result.estado,
          codigo_principal: result.codigo_principal,
          acompanantes_enviados: result.acompanantes_enviados,
          mensaje: result.mensaje,
          faltantes: null,
          ...(result.estado === 'enviado' ? { enviado_at: now } : {}),
        },
        result.retry ? repo.queue.retryAt(now, claimed.intentos) : undefined,
      );
    });
    return result.estado;
  }

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

    async traState(hotelId: number, stayId: number): Promise<TTraStayState> {
      const settings = await repo.settings(db, hotelId);
      const [envio, stay, log] = await Promise.all([
        repo.envio(db, hotelId, stayId),
        traStay(hotelId, stayId, settings?.tipo_acomodacion ?? null),
        repo.log(db, stayId),
      ]);
      if (!stay) throw new NotFoundError('La estadía no existe');
      const prepared = envio?.estado === 'enviado' ? null : prepareTra(stay);
      const faltantes = prepared && !prepared.ok ? prepared.issues.map(noRef) : [];
      const notQueued = settings?.tra_activo
        ? 'La estadía se abrió antes de activar la TRA: envíela con «Reenviar»'
        : 'La TRA está desactivada para este hotel';
      return {
        estancia_id: stayId,
        estado: envio
          ? envio.estado === 'pendiente' && faltantes.length
            ? 'sin_datos'
            : envio.estado
          : 'no_aplica',
        codigo: envio?.codigo_principal ?? null,
        mensaje: envio ? envio.mensaje : notQueued,
        faltantes,
        intentos: envio?.intentos ?? 0,
        proximo_intento: envio?.estado === 'pendiente' ? isoOf(envio.proximo_intento) : null,
        enviado_at: isoOf(envio?.enviado_at ?? null),
        registro: log.map((l) => ({
          fecha: l.fecha.toISOString(),
          ruta: l.ruta,
          resumen: logSummary(l.resumen),
          estado_http: l.estado_http,
          respuesta: l.respuesta,
        })),
      };
    },

    /** Puts the stay's TRA back in the queue (what MinCIT registered stays registered). */
    async resend(actor: HotelActor, stayId: number) {
      const { hotelId } = actor;
      const settings = await repo.settings(db, hotelId);
      if (!(await repo.stay(db, hotelId, stayId))) throw new NotFoundError('La estadía no existe');
      if (!settings?.tra_activo) throw new BusinessRuleError(TRA_OFF);
      if (!settings.tra_token_sellado) throw new BusinessRuleError(NO_TOKEN);
      await db.transaction(async (tx) => {
        const before = await repo.envio(tx, hotelId, stayId);
        if (before?.estado === 'enviado') {
          throw new BusinessRuleError(
            `La TRA de esta estadía ya fue enviada (código ${before.codigo_principal})`,
          );
        }
        await repo.requeue(tx, hotelId, stayId, clock.now());
        await audit.record(tx, actor, {
          accion: 'reenviar',
          entidad: 'tra_envios',
          entidad_id: stayId,
          antes: before ? { estado: before.estado, mensaje: before.mensaje } : null,
          despues: { estado: 'pendiente' },
        });
      });
    },

    async pending(
      hotelId: number,
      q: { page: number; per_page: number; estados: ('pendiente' | 'error' | 'sin_datos')[] },
    ) {
      const { rows, total } = await repo.pending(
        db,
        hotelId,
        q.estados,
        q.per_page,
        (q.page - 1) * q.per_page,
      );
      const items: TTraPendingItem[] = rows.map((r) => ({ ...r, proximo_intento: isoOf(r.proximo_intento) }));
      return toPage(items, total, q);
    },

    /**
     * One pass of the queue: takes the due submissions (exactly once across processes), sends
     * each, and answers a line for the jobs' screen (null when nothing was due).
     */
    async runQueue(): Promise<string | null> {
      const claimed = await repo.queue.claim(db, clock.now());
      if (claimed.length === 0) return null;
      const counts = new Map<string, number>();
      for (const item of claimed) {
        const estado = await sendOne(item);
        counts.set(estado, (counts.get(estado) ?? 0) + 1);
      }
      return `TRA: ${[...counts].map(([estado, n]) => `${n} ${estado.replace('_', ' ')}`).join(', ')}`;
    },

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
        faltantes: built.issues.map(noRef),
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

export type GuestReportingService = ReturnType<typeof createGuestReportingService>;
