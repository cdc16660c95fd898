import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useCityOptions } from '../api/catalogs';
import { useCountries } from '../api/geo';

/** A place a guest comes from or goes to: a Colombian city (DIVIPOLA) or another country. */
export type Place = { ciudad_id: number } | { pais_id: number };

/** The select's value of a place: 'c:<ciudad_id>' or 'p:<pais_id>'. */
export const placeValue = (place: Place | null) =>
  place === null ? null : 'ciudad_id' in place ? `c:${place.ciudad_id}` : `p:${place.pais_id}`;

export function placeOf(value: string | null): Place | null {
  const match = /^([cp]):(\d+)$/.exec(value ?? '');
  if (!match) return null;
  return match[1] === 'c' ? { ciudad_id: Number(match[2]) } : { pais_id: Number(match[2]) };
}

/**
 * One searchable select of the places a trip names (origin, destination): the municipalities of
 * Colombia ("Medellín (Antioquia)") and every other country, as SIRE and the TRA take them.
 * `onChange` gets the place and its name, which the register keeps as text.
 */
export function PlaceSelect({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: Place | null;
  onChange: (place: Place | null, name: string) => void;
}) {
  const cities = useCityOptions();
  const countries = useCountries();
  const data = useMemo(
    () => [
      {
        group: 'Ciudades de Colombia',
        items: (cities.data ?? []).map((c) => ({ value: `c:${c.value}`, label: c.label })),
      },
      {
        group: 'Otros países',
        items: (countries.data ?? [])
          .filter((c) => c.codigo !== 'CO')
          .map((c) => ({ value: `p:${c.id}`, label: c.nombre })),
      },
    ],
    [cities.data, countries.data],
  );
  return (
    <Select
      searchable
      clearable
      limit={50}
      nothingFoundMessage="Sin resultados"
      placeholder={cities.isLoading ? 'Cargando…' : 'Ciudad o país'}
      data={data}
      value={placeValue(value)}
      onChange={(next, option) => onChange(placeOf(next), option?.label ?? '')}
      {...props}
    />
  );
}
