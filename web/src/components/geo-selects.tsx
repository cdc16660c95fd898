import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useCities, useCountries, useDepartments } from '../api/geo';

/** Form values that hold a place: select values are ids as strings, or null. */
export interface GeoValues {
  pais_id: string | null;
  departamento_id: string | null;
  ciudad_id: string | null;
}

const toId = (value: string | null) => (value ? Number(value) : null);
const options = (rows: { id: number; nombre: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.nombre }));

/**
 * País → departamento → ciudad: three searchable selects, each fed by the one before it.
 * Changing a level empties the levels under it.
 */
export function GeoSelects<V extends GeoValues>({ form }: { form: UseFormReturnType<V> }) {
  const { pais_id, departamento_id } = form.getValues();
  const countries = useCountries();
  const departments = useDepartments(toId(pais_id));
  const cities = useCities(toId(departamento_id));
  // @mantine/form's paths are typed by V; these three fields exist in every GeoValues.
  const set = form.setFieldValue as (path: keyof GeoValues, value: string | null) => void;
  const input = (path: keyof GeoValues) => form.getInputProps(path as never);

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label="País"
        placeholder="Seleccione"
        searchable
        clearable
        nothingFoundMessage="Sin resultados"
        data={options(countries.data)}
        {...input('pais_id')}
        onChange={(value) => {
          set('pais_id', value);
          set('departamento_id', null);
          set('ciudad_id', null);
        }}
      />
      <Select
        label="Departamento"
        placeholder={pais_id ? 'Seleccione' : 'Primero el país'}
        searchable
        clearable
        nothingFoundMessage="Sin resultados"
        disabled={!pais_id}
        data={options(departments.data)}
        {...input('departamento_id')}
        onChange={(value) => {
          set('departamento_id', value);
          set('ciudad_id', null);
        }}
      />
      <Select
        label="Ciudad"
        placeholder={departamento_id ? 'Seleccione' : 'Primero el departamento'}
        searchable
        clearable
        nothingFoundMessage="Sin resultados"
        disabled={!departamento_id}
        data={options(cities.data)}
        {...input('ciudad_id')}
      />
    </SimpleGrid>
  );
}
