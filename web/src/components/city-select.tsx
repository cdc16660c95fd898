import { Select, type SelectProps } from '@mantine/core';
import { useCityOptions } from '../api/catalogs';

/** The searchable select of the 1 122 municipalities ("Medellín (Antioquia)"). */
export function CitySelect(props: Omit<SelectProps, 'data'>) {
  const cities = useCityOptions();
  return (
    <Select
      label="Ciudad"
      searchable
      clearable
      limit={50}
      nothingFoundMessage="Sin resultados"
      placeholder={cities.isLoading ? 'Cargando…' : 'Escriba para buscar'}
      data={cities.data ?? []}
      {...props}
    />
  );
}
