import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { type TGuestRegistration, type TStayRegisterGuest, travelMotives } from '@posada/contracts';
import { useCountries } from '../api/geo';
import { DateField } from './date-field';
import { type Place, PlaceSelect } from './place-select';

const motives = Object.entries(travelMotives).map(([value, label]) => ({ value, label }));

/** What the guest register asks of one guest, besides who it is (issue 30: TRA and SIRE). */
export interface RegisterValues {
  nacionalidad_id: string | null;
  fecha_nacimiento: string;
  residencia: string;
  /** The name of the place, as the register shows it, and the place itself (for TRA and SIRE). */
  procedencia: string;
  procedencia_lugar: Place | null;
  destino: string;
  destino_lugar: Place | null;
  motivo_viaje: string | null;
}

/** An empty register; a companion starts with the main guest's trip (a party travels together). */
export const emptyRegister = (from?: RegisterValues): RegisterValues => ({
  nacionalidad_id: null,
  fecha_nacimiento: '',
  residencia: '',
  procedencia: from?.procedencia ?? '',
  procedencia_lugar: from?.procedencia_lugar ?? null,
  destino: from?.destino ?? '',
  destino_lugar: from?.destino_lugar ?? null,
  motivo_viaje: from?.motivo_viaje ?? null,
});

const placeFrom = (ciudadId: number | null, paisId: number | null): Place | null =>
  ciudadId !== null ? { ciudad_id: ciudadId } : paisId !== null ? { pais_id: paisId } : null;

/**
 * A guest's register as the stay holds it (`GET /estanciaRegistro/{id}`), in the form's values; a
 * guest with nothing recorded starts empty, with `trip`'s journey (the main guest's) if given.
 * Nationality and birth date stay empty: the client's stand unless typed ("La del cliente").
 */
export function registerValues(guest: TStayRegisterGuest, trip?: RegisterValues): RegisterValues {
  const base = emptyRegister(trip);
  const r = guest.registro;
  if (r === null) return base;
  return {
    ...base,
    residencia: r.residencia,
    procedencia: r.procedencia,
    procedencia_lugar: placeFrom(r.procedencia_ciudad_id, r.procedencia_pais_id),
    destino: r.destino,
    destino_lugar: placeFrom(r.destino_ciudad_id, r.destino_pais_id),
    motivo_viaje: r.motivo_viaje,
  };
}

/** Nothing of the trip typed yet (the rack may open a stay and complete its register later). */
export const registerIsEmpty = (r: RegisterValues) =>
  r.procedencia === '' && r.destino === '' && r.motivo_viaje === null;

const placeIds = (place: Place | null) => ({
  pais_id: place && 'pais_id' in place ? place.pais_id : null,
  ciudad_id: place && 'ciudad_id' in place ? place.ciudad_id : null,
});

/** The register of a guest as the calls take it (`ZGuestRegistration`). */
export const registerBody = (r: RegisterValues, clienteId: number) => {
  const from = placeIds(r.procedencia_lugar);
  const to = placeIds(r.destino_lugar);
  return {
    cliente_id: clienteId,
    nacionalidad_id: r.nacionalidad_id === null ? null : Number(r.nacionalidad_id),
    fecha_nacimiento: r.fecha_nacimiento || null,
    residencia: r.residencia || null,
    procedencia: r.procedencia,
    procedencia_pais_id: from.pais_id,
    procedencia_ciudad_id: from.ciudad_id,
    destino: r.destino,
    destino_pais_id: to.pais_id,
    destino_ciudad_id: to.ciudad_id,
    motivo_viaje: (r.motivo_viaje ?? undefined) as TGuestRegistration['motivo_viaje'],
  };
};

/**
 * The register's fields of one guest: nationality, birth date and residence (left empty, the
 * client's record gives them), and the trip: origin and destination (a Colombian city or a
 * country, picked: SIRE and the TRA need their codes) and motive. `error(field)` gives the
 * field's message (the caller knows under which prefix its form keeps them).
 */
export function GuestRegisterFields({
  values,
  error,
  onChange,
  required = true,
}: {
  values: RegisterValues;
  error: (field: string) => string | undefined;
  onChange: (patch: Partial<RegisterValues>) => void;
  /** Whether the trip is marked required (the rack lets it be completed later). */
  required?: boolean;
}) {
  const countries = useCountries();
  const place = (field: 'procedencia' | 'destino') => ({
    value: values[`${field}_lugar`],
    onChange: (lugar: Place | null, name: string) => onChange({ [field]: name, [`${field}_lugar`]: lugar }),
    error: error(field) ?? error(`${field}_ciudad_id`) ?? error(`${field}_pais_id`),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
      <Select
        label="Nacionalidad"
        placeholder="La del cliente"
        searchable
        clearable
        data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
        value={values.nacionalidad_id}
        onChange={(nacionalidad_id) => onChange({ nacionalidad_id })}
        error={error('nacionalidad_id')}
      />
      <DateField
        label="Fecha de nacimiento"
        placeholder="La del cliente"
        value={values.fecha_nacimiento}
        onChange={(fecha_nacimiento) => onChange({ fecha_nacimiento })}
        error={error('fecha_nacimiento')}
      />
      <TextInput
        label="Residencia"
        placeholder="La ciudad del cliente"
        value={values.residencia}
        onChange={(e) => onChange({ residencia: e.currentTarget.value })}
        error={error('residencia')}
      />
      <PlaceSelect label="Procedencia" withAsterisk={required} {...place('procedencia')} />
      <PlaceSelect label="Destino" withAsterisk={required} {...place('destino')} />
      <Select
        label="Motivo del viaje"
        withAsterisk={required}
        data={motives}
        value={values.motivo_viaje}
        onChange={(motivo_viaje) => onChange({ motivo_viaje })}
        error={error('motivo_viaje')}
      />
    </SimpleGrid>
  );
}
