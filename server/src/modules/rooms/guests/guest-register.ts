import type { TGuestRegistration } from '@posada/contracts';
import type { Tx } from '../../../db/client';
import type { AuditLog } from '../../../lib/audit';
import type { HotelActor } from '../../../lib/caller';
import { ValidationError } from '../../../lib/errors';
import type { GuestsRepository } from './guests.repository';

type Errors = Record<string, string[]>;

/**
 * The guests confirmed at check-in with what a Colombian hotel records for each one (document,
 * nationality, birth date, residence, origin, destination, motive of travel). All refusals come
 * at once on `huespedes.N.field`. A nationality or birth date the client's record lacked is
 * filled in (audited); the rest is returned for the stay's register.
 */
export async function confirmGuests(
  tx: Tx,
  { repo, audit }: { repo: GuestsRepository; audit: AuditLog },
  actor: HotelActor,
  guests: TGuestRegistration[],
) {
  const clients = new Map(
    (
      await repo.clients(
        tx,
        actor.hotelId,
        guests.map((g) => g.cliente_id),
      )
    ).map((c) => [c.id, c]),
  );
  const ids = (pick: (g: TGuestRegistration) => (number | null)[]) =>
    guests.flatMap(pick).filter((id): id is number => id !== null);
  const countries = new Set(
    await repo.countries(
      tx,
      ids((g) => [g.nacionalidad_id, g.procedencia_pais_id, g.destino_pais_id]),
    ),
  );
  const cities = new Set(
    await repo.cities(
      tx,
      ids((g) => [g.procedencia_ciudad_id, g.destino_ciudad_id]),
    ),
  );
  const errors: Errors = {};
  const fail = (i: number, field: string, message: string) => {
    errors[`huespedes.${i}.${field}`] = [message];
  };
  const confirmed = guests.map((guest, i) => {
    const client = clients.get(guest.cliente_id);
    if (!client) return void fail(i, 'cliente_id', 'El huésped no existe o está inactivo');
    if (guest.nacionalidad_id !== null && !countries.has(guest.nacionalidad_id)) {
      fail(i, 'nacionalidad_id', 'El país no existe');
    }
    for (const place of ['procedencia', 'destino'] as const) {
      const pais = guest[`${place}_pais_id`];
      const ciudad = guest[`${place}_ciudad_id`];
      if (pais !== null && ciudad !== null)
        fail(i, `${place}_ciudad_id`, 'Indique un país o una ciudad de Colombia, no ambos');
      if (pais !== null && !countries.has(pais)) fail(i, `${place}_pais_id`, 'El país no existe');
      if (ciudad !== null && !cities.has(ciudad)) fail(i, `${place}_ciudad_id`, 'La ciudad no existe');
    }
    const nacionalidad_id = guest.nacionalidad_id ?? client.nacionalidad_id;
    const fecha_nacimiento = guest.fecha_nacimiento ?? client.fecha_nacimiento;
    const residencia = guest.residencia ?? client.ciudad;
    if (nacionalidad_id === null) fail(i, 'nacionalidad_id', 'Indique la nacionalidad del huésped');
    if (fecha_nacimiento === null) fail(i, 'fecha_nacimiento', 'Indique la fecha de nacimiento del huésped');
    if (!residencia) fail(i, 'residencia', 'Indique la ciudad de residencia del huésped');
    const fill = {
      ...(client.nacionalidad_id === null && nacionalidad_id !== null ? { nacionalidad_id } : {}),
      ...(client.fecha_nacimiento === null && fecha_nacimiento !== null ? { fecha_nacimiento } : {}),
    };
    return { guest, client, fill, residencia: residencia ?? '' };
  });
  if (Object.keys(errors).length > 0)
    throw new ValidationError('Los datos de los huéspedes están incompletos', errors);
  for (const item of confirmed) {
    if (!item || Object.keys(item.fill).length === 0) continue;
    await repo.fillClient(tx, item.client.id, item.fill);
    await audit.record(tx, actor, {
      accion: 'actualizar',
      entidad: 'clientes',
      entidad_id: item.client.id,
      antes: { nacionalidad_id: item.client.nacionalidad_id, fecha_nacimiento: item.client.fecha_nacimiento },
      despues: item.fill,
    });
  }
  return (stayId: number) =>
    confirmed.flatMap((item, i) =>
      item
        ? [
            {
              estancia_id: stayId,
              cliente_id: item.guest.cliente_id,
              principal: i === 0,
              residencia: item.residencia,
              procedencia: item.guest.procedencia,
              destino: item.guest.destino,
              procedencia_pais_id: item.guest.procedencia_pais_id,
              procedencia_ciudad_id: item.guest.procedencia_ciudad_id,
              destino_pais_id: item.guest.destino_pais_id,
              destino_ciudad_id: item.guest.destino_ciudad_id,
              motivo_viaje: item.guest.motivo_viaje,
            },
          ]
        : [],
    );
}
