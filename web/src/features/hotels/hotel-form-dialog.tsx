import { Group, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { DEFAULT_TIME_ZONE, type THotel, ZHotelBody } from '@posada/contracts';
import { useHotel, useSaveHotel } from '../../api/hotels';
import { FormDialog } from '../../components/crud';
import { GeoSelects } from '../../components/geo-selects';
import { DvInput, NitInput } from '../../components/nit-inputs';

interface HotelFormDialogProps {
  opened: boolean;
  /** The hotel to edit; null to create one. */
  hotel: THotel | null;
  onClose: () => void;
}

const idText = (id: number | null) => (id === null ? null : String(id));

function toValues(h: THotel | undefined) {
  return {
    nombre: h?.nombre ?? '',
    nit: h?.nit ?? '',
    dv: h?.dv ?? '',
    razon_social: h?.razon_social ?? '',
    rnt: h?.rnt ?? '',
    direccion: h?.direccion ?? '',
    pais_id: idText(h?.pais_id ?? null),
    departamento_id: idText(h?.departamento_id ?? null),
    ciudad_id: idText(h?.ciudad_id ?? null),
    telefono: h?.telefono ?? '',
    email: h?.email ?? '',
    zona_horaria: h?.zona_horaria ?? DEFAULT_TIME_ZONE,
    hora_checkin: h?.hora_checkin ?? '15:00',
    hora_checkout: h?.hora_checkout ?? '12:00',
    estado: h?.estado ?? true,
  };
}

/** Create or edit a hotel; editing reads the hotel afresh with GET /hotelMostrar/{id}. */
export function HotelFormDialog({ opened, hotel, onClose }: HotelFormDialogProps) {
  const fresh = useHotel(opened && hotel ? hotel.id : null);
  const save = useSaveHotel();
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={hotel ? `Editar hotel «${hotel.nombre}»` : 'Nuevo hotel'}
      schema={ZHotelBody}
      initialValues={toValues(hotel ? fresh.data : undefined)}
      loading={hotel !== null && fresh.isLoading}
      onSubmit={(values) => save.mutateAsync({ ...values, id: hotel?.id })}
      successMessage={hotel ? 'Hotel actualizado' : 'Hotel creado'}
    >
      {(form) => (
        <>
          <TextInput label="Nombre" withAsterisk {...form.getInputProps('nombre')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NitInput {...form.getInputProps('nit')} />
            <DvInput {...form.getInputProps('dv')} />
            <TextInput
              label="RNT"
              description="Registro Nacional de Turismo"
              {...form.getInputProps('rnt')}
            />
          </SimpleGrid>
          <TextInput label="Razón social" withAsterisk {...form.getInputProps('razon_social')} />
          <TextInput label="Dirección" {...form.getInputProps('direccion')} />
          <GeoSelects form={form} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Teléfono" type="tel" {...form.getInputProps('telefono')} />
            <TextInput label="Correo electrónico" type="email" {...form.getInputProps('email')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Zona horaria"
              description="Nombre IANA, p. ej. America/Bogota"
              withAsterisk
              {...form.getInputProps('zona_horaria')}
            />
            <TextInput
              label="Hora de check-in"
              type="time"
              withAsterisk
              {...form.getInputProps('hora_checkin')}
            />
            <TextInput
              label="Hora de check-out"
              type="time"
              withAsterisk
              {...form.getInputProps('hora_checkout')}
            />
          </SimpleGrid>
          <Group>
            <Switch label="Activo" {...form.getInputProps('estado', { type: 'checkbox' })} />
          </Group>
        </>
      )}
    </FormDialog>
  );
}
