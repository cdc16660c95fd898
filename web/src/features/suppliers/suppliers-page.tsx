import { SimpleGrid, TextInput } from '@mantine/core';
import { type TSupplier, ZSupplierBody } from '@posada/contracts';
import { suppliers } from '../../api/suppliers';
import { ActiveBadge } from '../../components/active-badge';
import { CitySelect } from '../../components/city-select';
import { type CrudColumn, CrudScreen } from '../../components/crud';
import { DvInput, NitInput } from '../../components/nit-inputs';
import { StatusSwitch } from '../../components/status-switch';

const columns: CrudColumn<TSupplier>[] = [
  { key: 'razon_social', header: 'Razón social', render: (s) => s.razon_social },
  { key: 'nit', header: 'NIT', render: (s) => `${s.nit}-${s.dv ?? ''}` },
  { key: 'contacto', header: 'Contacto', render: (s) => s.contacto ?? '—' },
  { key: 'telefono', header: 'Teléfono', render: (s) => s.telefono ?? '—' },
  { key: 'estado', header: 'Estado', render: (s) => <ActiveBadge active={s.estado} /> },
];

const toValues = (s: TSupplier | null) => ({
  nit: s?.nit ?? '',
  dv: s?.dv ?? '',
  razon_social: s?.razon_social ?? '',
  contacto: s?.contacto ?? '',
  telefono: s?.telefono ?? '',
  email: s?.email ?? '',
  direccion: s?.direccion ?? '',
  ciudad_id: s?.ciudad_id ? String(s.ciudad_id) : null,
  estado: s?.estado ?? true,
});

/** supplier: the hotel's suppliers, chosen on inventory entries. */
export function SuppliersPage() {
  const save = suppliers.useSave();
  const remove = suppliers.useRemove();
  return (
    <CrudScreen
      title="Proveedores"
      columns={columns}
      useList={suppliers.usePage}
      searchPlaceholder="Buscar por razón social, NIT o contacto"
      texts={{
        create: 'Nuevo proveedor',
        edit: (s) => `Editar «${s.razon_social}»`,
        created: 'Proveedor creado',
        updated: 'Proveedor actualizado',
        subject: (s) => `el proveedor «${s.razon_social}»`,
        removeDetail: 'Si el proveedor tiene ingresos de inventario, se desactivará en lugar de eliminarse.',
      }}
      schema={ZSupplierBody}
      toValues={toValues}
      fields={(form) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NitInput {...form.getInputProps('nit')} />
            <DvInput {...form.getInputProps('dv')} />
          </SimpleGrid>
          <TextInput label="Razón social" withAsterisk {...form.getInputProps('razon_social')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Contacto" {...form.getInputProps('contacto')} />
            <TextInput label="Teléfono" type="tel" {...form.getInputProps('telefono')} />
            <TextInput label="Correo electrónico" type="email" {...form.getInputProps('email')} />
            <TextInput label="Dirección" {...form.getInputProps('direccion')} />
          </SimpleGrid>
          <CitySelect {...form.getInputProps('ciudad_id')} />
          <StatusSwitch form={form} />
        </>
      )}
      save={(body, row) => save.mutateAsync({ body, id: row?.id ?? null })}
      remove={(s) => remove.mutateAsync(s.id)}
      permissions={{
        create: ['proveedores.crear'],
        edit: ['proveedores.editar'],
        remove: ['proveedores.eliminar'],
      }}
    />
  );
}
