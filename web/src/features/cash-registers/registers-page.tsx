import { Badge, TextInput } from '@mantine/core';
import { type TCashRegister, ZCashRegisterBody } from '@posada/contracts';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudScreen } from '../../components/crud';
import { StatusSwitch } from '../../components/status-switch';
import { formatCOP, formatDateTime } from '../../lib/format';
import { registers } from './history-api';

const columns: CrudColumn<TCashRegister>[] = [
  { key: 'nombre', header: 'Nombre', render: (r) => r.nombre },
  {
    key: 'turno',
    header: 'Situación',
    render: (r) =>
      r.isCajaAbierta ? (
        <Badge
          color="teal"
          variant="light"
          title={r.abierta_desde ? formatDateTime(r.abierta_desde) : undefined}
        >
          Abierta · {r.usuario}
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          Cerrada
        </Badge>
      ),
  },
  { key: 'saldo', header: 'Saldo', render: (r) => (r.isCajaAbierta ? formatCOP(r.saldo, 0) : '—') },
  { key: 'estado', header: 'Estado', render: (r) => <ActiveBadge active={r.estado} /> },
];

/** admin/cash-registers: the hotel's registers, who holds each and its balance. */
export function RegistersPage() {
  const save = registers.useSave();
  const remove = registers.useRemove();
  return (
    <CrudScreen
      title="Cajas"
      columns={columns}
      useList={registers.usePage}
      searchPlaceholder="Buscar por nombre"
      texts={{
        create: 'Nueva caja',
        edit: (r) => `Editar «${r.nombre}»`,
        created: 'Caja creada',
        updated: 'Caja actualizada',
        subject: (r) => `la caja «${r.nombre}»`,
        removeDetail: 'Si la caja ya tuvo turnos, se desactivará en lugar de eliminarse.',
      }}
      schema={ZCashRegisterBody}
      toValues={(r) => ({ nombre: r?.nombre ?? '', estado: r?.estado ?? true })}
      fields={(form) => (
        <>
          <TextInput label="Nombre" withAsterisk data-autofocus {...form.getInputProps('nombre')} />
          <StatusSwitch form={form} />
        </>
      )}
      save={(body, row) => save.mutateAsync({ body, id: row?.id ?? null })}
      remove={(r) => remove.mutateAsync(r.id)}
      permissions={{ create: ['cajas.crear'], edit: ['cajas.editar'], remove: ['cajas.eliminar'] }}
    />
  );
}
