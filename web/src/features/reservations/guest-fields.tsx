import { Button, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type TClient, type TGuestRegistration, travelMotives } from '@posada/contracts';
import { useCountries } from '../../api/geo';
import { ClientPicker } from '../../components/client-picker';
import { DateField } from '../../components/date-field';
import { type Place, PlaceSelect } from '../../components/place-select';

const motives = Object.entries(travelMotives).map(([value, label]) => ({ value, label }));

/** One guest as the register asks it; `cliente` null on the first row means the booking's holder. */
export interface GuestRow {
  key: number;
  cliente: TClient | null;
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

/** A new guest row; a companion starts with the main guest's trip (a party travels together). */
export const emptyGuest = (key: number, from?: GuestRow): GuestRow => ({
  key,
  cliente: null,
  nacionalidad_id: null,
  fecha_nacimiento: '',
  residencia: '',
  procedencia: from?.procedencia ?? '',
  procedencia_lugar: from?.procedencia_lugar ?? null,
  destino: from?.destino ?? '',
  destino_lugar: from?.destino_lugar ?? null,
  motivo_viaje: from?.motivo_viaje ?? null,
});

const placeIds = (place: Place | null) => ({
  pais_id: place && 'pais_id' in place ? place.pais_id : null,
  ciudad_id: place && 'ciudad_id' in place ? place.ciudad_id : null,
});

/** The row as `/checkinReserva` takes it (`holderId` for a first row left on the holder). */
export const guestBody = (g: GuestRow, index: number, holderId: number) => {
  const from = placeIds(g.procedencia_lugar);
  const to = placeIds(g.destino_lugar);
  return {
    cliente_id: g.cliente?.id ?? (index === 0 ? holderId : 0),
    nacionalidad_id: g.nacionalidad_id === null ? null : Number(g.nacionalidad_id),
    fecha_nacimiento: g.fecha_nacimiento || null,
    residencia: g.residencia || null,
    procedencia: g.procedencia,
    procedencia_pais_id: from.pais_id,
    procedencia_ciudad_id: from.ciudad_id,
    destino: g.destino,
    destino_pais_id: to.pais_id,
    destino_ciudad_id: to.ciudad_id,
    motivo_viaje: (g.motivo_viaje ?? undefined) as TGuestRegistration['motivo_viaje'],
  };
};

/**
 * One guest of a check-in: who (the main guest is the holder unless another client is picked),
 * nationality, birth date and residence (left empty, the client's record gives them), and the
 * trip: origin and destination (a Colombian city or a country, picked: SIRE and the TRA need their
 * codes) and motive.
 */
export function GuestFields({
  index,
  guest,
  holder,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  guest: GuestRow;
  holder: string;
  errors: Record<string, string>;
  onChange: (patch: Partial<GuestRow>) => void;
  onRemove: (() => void) | undefined;
}) {
  const countries = useCountries();
  const error = (field: string) => errors[`huespedes.${index}.${field}`];
  const place = (field: 'procedencia' | 'destino') => ({
    value: guest[`${field}_lugar`],
    onChange: (lugar: Place | null, name: string) => onChange({ [field]: name, [`${field}_lugar`]: lugar }),
    error: error(field) ?? error(`${field}_ciudad_id`) ?? error(`${field}_pais_id`),
  });
  return (
    <Paper withBorder p="xs" radius="sm" component="fieldset" m={0}>
      <Text component="legend" size="sm" fw={600} px={4}>
        {index === 0 ? 'Huésped principal' : `Acompañante ${index}`}
      </Text>
      <Stack gap="xs">
        <ClientPicker
          label={index === 0 ? `Huésped (vacío: el titular, ${holder})` : 'Huésped'}
          value={guest.cliente}
          onChange={(cliente) => onChange({ cliente })}
          error={error('cliente_id')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <Select
            label="Nacionalidad"
            placeholder="La del cliente"
            searchable
            clearable
            data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
            value={guest.nacionalidad_id}
            onChange={(nacionalidad_id) => onChange({ nacionalidad_id })}
            error={error('nacionalidad_id')}
          />
          <DateField
            label="Fecha de nacimiento"
            placeholder="La del cliente"
            value={guest.fecha_nacimiento}
            onChange={(fecha_nacimiento) => onChange({ fecha_nacimiento })}
            error={error('fecha_nacimiento')}
          />
          <TextInput
            label="Residencia"
            placeholder="La ciudad del cliente"
            value={guest.residencia}
            onChange={(e) => onChange({ residencia: e.currentTarget.value })}
            error={error('residencia')}
          />
          <PlaceSelect label="Procedencia" withAsterisk {...place('procedencia')} />
          <PlaceSelect label="Destino" withAsterisk {...place('destino')} />
          <Select
            label="Motivo del viaje"
            withAsterisk
            data={motives}
            value={guest.motivo_viaje}
            onChange={(motivo_viaje) => onChange({ motivo_viaje })}
            error={error('motivo_viaje')}
          />
        </SimpleGrid>
        {onRemove && (
          <Button size="compact-sm" variant="subtle" color="red" w="fit-content" onClick={onRemove}>
            Quitar acompañante
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
