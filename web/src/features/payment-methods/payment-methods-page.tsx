import { Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  paymentGroupLabels,
  paymentGroups,
  type TPaymentMethod,
  ZPaymentMethodBody,
} from '@posada/contracts';
import { paymentMethods, useDianMeanOptions } from '../../api/payment-methods';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudScreen } from '../../components/crud';
import { StatusSwitch } from '../../components/status-switch';

const columns: CrudColumn<TPaymentMethod>[] = [
  { key: 'nombre', header: 'Nombre', render: (m) => m.nombre },
  { key: 'grupo', header: 'Grupo', render: (m) => paymentGroupLabels[m.grupo] },
  {
    key: 'dian',
    header: 'Medio DIAN',
    render: (m) =>
      m.medio_pago_dian_codigo ? `${m.medio_pago_dian_codigo} · ${m.medio_pago_dian_nombre}` : '—',
  },
  { key: 'estado', header: 'Estado', render: (m) => <ActiveBadge active={m.estado} /> },
];

const groupOptions = paymentGroups.map((g) => ({ value: g, label: paymentGroupLabels[g] }));

/** admin/wallets: payment methods, each in a register group and with its DIAN payment-means code. */
export function PaymentMethodsPage() {
  const save = paymentMethods.useSave();
  const remove = paymentMethods.useRemove();
  const dian = useDianMeanOptions();
  return (
    <CrudScreen
      title="Medios de pago"
      columns={columns}
      useList={paymentMethods.usePage}
      searchPlaceholder="Buscar por nombre o grupo"
      texts={{
        create: 'Nuevo medio de pago',
        edit: (m) => `Editar «${m.nombre}»`,
        created: 'Medio de pago creado',
        updated: 'Medio de pago actualizado',
        subject: (m) => `el medio de pago «${m.nombre}»`,
        removeDetail: 'Si ya tiene pagos registrados, se desactivará en lugar de eliminarse.',
      }}
      schema={ZPaymentMethodBody}
      toValues={(m) => ({
        nombre: m?.nombre ?? '',
        grupo: m?.grupo ?? 'efectivo',
        medio_pago_dian_id: m?.medio_pago_dian_id ? String(m.medio_pago_dian_id) : '',
        estado: m?.estado ?? true,
      })}
      fields={(form) => (
        <>
          <TextInput label="Nombre" withAsterisk {...form.getInputProps('nombre')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Grupo de caja"
              withAsterisk
              data={groupOptions}
              allowDeselect={false}
              {...form.getInputProps('grupo')}
            />
            <Select
              label="Medio de pago DIAN"
              withAsterisk
              searchable
              data={dian.data ?? []}
              nothingFoundMessage="Sin resultados"
              {...form.getInputProps('medio_pago_dian_id')}
            />
          </SimpleGrid>
          <StatusSwitch form={form} />
        </>
      )}
      save={(body, row) => save.mutateAsync({ body, id: row?.id ?? null })}
      remove={(m) => remove.mutateAsync(m.id)}
      permissions={{
        create: ['medios_pago.editar'],
        edit: ['medios_pago.editar'],
        remove: ['medios_pago.editar'],
      }}
    />
  );
}
