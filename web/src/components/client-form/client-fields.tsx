import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  canBeNonResident,
  companyDocumentTypes,
  latestToday,
  paymentTermDays,
  paymentTermLabel,
} from '@posada/contracts';
import { useDocumentTypeOptions } from '../../api/catalogs';
import { useCountries } from '../../api/geo';
import { CitySelect } from '../city-select';
import { DateField } from '../date-field';
import { MoneyInput } from '../money-input';
import { DvInput } from '../nit-inputs';
import { StatusSwitch } from '../status-switch';

export interface ClientValues extends Record<string, unknown> {
  tipo_documento_id: string;
  numero_documento: string;
  dv: string;
  nombres: string;
  apellidos: string;
  razon_social: string;
  nacionalidad_id: string | null;
  fecha_nacimiento: string;
  email: string;
  telefono: string;
  direccion: string;
  ciudad_id: string | null;
  extranjero_no_residente: boolean;
  soporte_migratorio: string;
  credito_aprobado: boolean;
  limite_credito: string;
  plazo_dias: string;
  contacto_cobro: string;
  estado: boolean;
}

/**
 * The client form. The document type decides its shape: a company (NIT, NITE) has a razón
 * social, a NIT its check digit; a person has names and a birth date.
 */
export function ClientFields({ form }: { form: UseFormReturnType<ClientValues> }) {
  const types = useDocumentTypeOptions();
  const countries = useCountries();
  const type = types.data?.find((t) => String(t.id) === form.values.tipo_documento_id);
  const company = type ? (companyDocumentTypes as readonly string[]).includes(type.abreviatura) : false;
  const isNit = type?.abreviatura === 'NIT';
  const nonResident = form.values.extranjero_no_residente;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: isNit ? 3 : 2 }}>
        <Select
          label="Tipo de documento"
          withAsterisk
          searchable
          data={(types.data ?? []).map((t) => ({
            value: String(t.id),
            label: `${t.abreviatura} · ${t.nombre}`,
          }))}
          {...form.getInputProps('tipo_documento_id')}
        />
        <TextInput label="Número de documento" withAsterisk {...form.getInputProps('numero_documento')} />
        {isNit && <DvInput {...form.getInputProps('dv')} />}
      </SimpleGrid>
      {company ? (
        <TextInput label="Razón social" withAsterisk {...form.getInputProps('razon_social')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nombres" withAsterisk {...form.getInputProps('nombres')} />
          <TextInput label="Apellidos" withAsterisk {...form.getInputProps('apellidos')} />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Nacionalidad"
          searchable
          clearable
          data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
          {...form.getInputProps('nacionalidad_id')}
        />
        {!company && (
          <DateField
            label="Fecha de nacimiento"
            clearable
            maxDate={latestToday()}
            {...form.getInputProps('fecha_nacimiento')}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Correo electrónico" type="email" {...form.getInputProps('email')} />
        <TextInput label="Teléfono" type="tel" {...form.getInputProps('telefono')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Dirección" {...form.getInputProps('direccion')} />
        <CitySelect {...form.getInputProps('ciudad_id')} />
      </SimpleGrid>
      {/* Shown for a passport or foreign document, or while on (so its error can be seen). */}
      {(canBeNonResident(type?.abreviatura) || nonResident) && (
        <>
          <Switch
            label="Extranjero no residente (exento de IVA en alojamiento)"
            {...form.getInputProps('extranjero_no_residente', { type: 'checkbox' })}
          />
          {nonResident && (
            <TextInput
              label="Soporte migratorio (sello o permiso de ingreso)"
              withAsterisk
              {...form.getInputProps('soporte_migratorio')}
            />
          )}
        </>
      )}
      <Switch
        label="Crédito aprobado (facturar a crédito, cartera)"
        {...form.getInputProps('credito_aprobado', { type: 'checkbox' })}
      />
      {form.values.credito_aprobado && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <MoneyInput
            label="Cupo de crédito"
            description="Vacío: sin límite"
            {...form.getInputProps('limite_credito')}
          />
          <Select
            label="Plazo"
            data={paymentTermDays.map((d) => ({ value: String(d), label: paymentTermLabel(d) }))}
            {...form.getInputProps('plazo_dias')}
          />
          <TextInput label="Contacto de cobro" {...form.getInputProps('contacto_cobro')} />
        </SimpleGrid>
      )}
      <StatusSwitch form={form} />
    </>
  );
}
