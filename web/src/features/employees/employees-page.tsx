import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { type TEmployee, ZEmployeeBody } from '@posada/contracts';
import { employees, useEmployeeUserOptions } from '../../api/employees';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudScreen } from '../../components/crud';
import { StatusSwitch } from '../../components/status-switch';

const columns: CrudColumn<TEmployee>[] = [
  { key: 'nombres', header: 'Nombres', render: (e) => e.nombres },
  { key: 'documento', header: 'Documento', render: (e) => e.documento },
  { key: 'cargo', header: 'Cargo', render: (e) => e.cargo },
  { key: 'telefono', header: 'Teléfono', render: (e) => e.telefono ?? '—' },
  { key: 'usuario', header: 'Usuario', render: (e) => e.usuario ?? '—' },
  { key: 'estado', header: 'Estado', render: (e) => <ActiveBadge active={e.estado} /> },
];

const toValues = (e: TEmployee | null) => ({
  documento: e?.documento ?? '',
  nombres: e?.nombres ?? '',
  cargo: e?.cargo ?? '',
  telefono: e?.telefono ?? '',
  usuario_id: e?.usuario_id ? String(e.usuario_id) : null,
  estado: e?.estado ?? true,
});

/** employees: camareras, mantenimiento, botones…; assigned to rooms and recorded on cleanings. */
export function EmployeesPage() {
  const save = employees.useSave();
  const remove = employees.useRemove();
  const users = useEmployeeUserOptions();
  return (
    <CrudScreen
      title="Empleados"
      columns={columns}
      useList={employees.usePage}
      searchPlaceholder="Buscar por nombre, documento o cargo"
      texts={{
        create: 'Nuevo empleado',
        edit: (e) => `Editar «${e.nombres}»`,
        created: 'Empleado creado',
        updated: 'Empleado actualizado',
        subject: (e) => `el empleado «${e.nombres}»`,
        removeDetail:
          'Si el empleado tiene registros en habitaciones, se desactivará en lugar de eliminarse.',
      }}
      schema={ZEmployeeBody}
      toValues={toValues}
      fields={(form) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Documento" withAsterisk {...form.getInputProps('documento')} />
            <TextInput label="Nombres" withAsterisk {...form.getInputProps('nombres')} />
            <TextInput
              label="Cargo"
              withAsterisk
              placeholder="Camarera, Mantenimiento…"
              {...form.getInputProps('cargo')}
            />
            <TextInput label="Teléfono" type="tel" {...form.getInputProps('telefono')} />
          </SimpleGrid>
          <Select
            label="Usuario vinculado"
            description="Opcional: la cuenta con la que este empleado entra al sistema"
            searchable
            clearable
            data={users.data ?? []}
            {...form.getInputProps('usuario_id')}
          />
          <StatusSwitch form={form} />
        </>
      )}
      save={(body, row) => save.mutateAsync({ body, id: row?.id ?? null })}
      remove={(e) => remove.mutateAsync(e.id)}
      permissions={{
        create: ['empleados.crear'],
        edit: ['empleados.editar'],
        remove: ['empleados.eliminar'],
      }}
    />
  );
}
