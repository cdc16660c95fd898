import type { TravelMotive, TTraPendingItem, TTraStayState } from '@posada/contracts';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { BusinessRuleError, NotFoundError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import type { EnvioRow, GuestReportingRepository, StayGuestRow } from './guest-reporting.repository';
import { shownIssue } from './issues';
import { createMincitClient, type TMincitExchange, type TMincitTransport } from './tra/client';
import type { TTraGuest, TTraStay } from './tra/model';
import { prepareTra } from './tra/prepare';
import { sendTraStay } from './tra/send';
import { logRow, logSummary, traPassResult } from './tra.queue';

export interface TraDeps {
  db: Db;
  repo: GuestReportingRepository;
  audit: AuditLog;
  clock: Clock;
  /** The hotel's TRA token, opened (null: none, or sealed with another server key). */
  tokenOf: (hotelId: number, sealed: string | null) => string | null;
  /** MinCIT's PMS service (MINCIT_BASE_URL; tests point it at a fake). */
  mincitBaseUrl?: string;
  transport?: TMincitTransport;
  timeoutMs?: number;
}

export const NO_TOKEN = 'Falta el token de la TRA: regístrelo en Configuración → Reporte de huéspedes';
export const TRA_OFF = 'La TRA está desactivada para este hotel (Configuración → Reporte de huéspedes)';

const isoOf = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

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

/** The TRA (issue 30): the queue's passes, each stay's TRA state, its resend and the pending list. */
export function createTraService(deps: TraDeps) {
  const { db, repo, audit, clock, tokenOf } = deps;

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
      const faltantes = prepared ? prepared.issues.map(shownIssue) : [];
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

  return {
    async traState(hotelId: number, stayId: number): Promise<TTraStayState> {
      const settings = await repo.settings(db, hotelId);
      const [envio, stay, log] = await Promise.all([
        repo.envio(db, hotelId, stayId),
        traStay(hotelId, stayId, settings?.tipo_acomodacion ?? null),
        repo.log(db, stayId),
      ]);
      if (!stay) throw new NotFoundError('La estadía no existe');
      const prepared = envio?.estado === 'enviado' ? null : prepareTra(stay);
      const faltantes = prepared && !prepared.ok ? prepared.issues.map(shownIssue) : [];
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
  };
}
