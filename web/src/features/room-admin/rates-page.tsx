import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { type TRate, ZRateBody } from '@posada/contracts';
import { useTaxOptions } from '../../api/catalogs';
import { rates } from '../../api/room-admin';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudScreen } from '../../components/crud';
import { DateField } from '../../components/date-field';
import { MoneyInput } from '../../components/money-input';
import { RoomTypeSelect } from '../../components/room-type-select';
import { StatusSwitch } from '../../components/status-switch';
import { formatCOP, formatDate } from '../../lib/format';
import { ROOM_PERMISSIONS } from './permissions';

/** Whole pesos without decimals; cents only when there are some. */
const cop = (value: string) => formatCOP(value, /\.0*$/.test(value) ? 0 : 2);

function validity(r: TRate): string {
  if (!r.vigencia_desde && !r.vigencia_hasta) return 'Todo el año';
  if (!r.vigencia_hasta) return `Desde ${formatDate(r.vigencia_desde ?? '')}`;
  if (!r.vigencia_desde) return `Hasta ${formatDate(r.vigencia_hasta)}`;
  return `${formatDate(r.vigencia_desde)} – ${formatDate(r.vigencia_hasta)}`;
}

const columns: CrudColumn<TRate>[] = [
  { key: 'tipo', header: 'Tipo de habitación', render: (r) => r.tipo },
  { key: 'nombre', header: 'Nombre', render: (r) => r.nombre },
  { key: 'precio', header: 'Precio noche', render: (r) => cop(r.precio_noche) },
  { key: 'personas', header: 'Personas incluidas', render: (r) => r.personas_incluidas },
  { key: 'adicional', header: 'Persona adicional', render: (r) => cop(r.valor_persona_adicional) },
  { key: 'vigencia', header: 'Vigencia', render: validity },
  { key: 'impuesto', header: 'Impuesto', render: (r) => r.impuesto ?? '—' },
  { key: 'estado', header: 'Estado', render: (r) => <ActiveBadge active={r.estado} /> },
];

const toValues = (r: TRate | null) => ({
  tipo_habitacion_id: r ? String(r.tipo_habitacion_id) : '',
  nombre: r?.nombre ?? '',
  precio_noche: r?.precio_noche ?? '',
  personas_incluidas: r?.personas_incluidas ?? 2,
  valor_persona_adicional: r?.valor_persona_adicional ?? '0',
  vigencia_desde: r?.vigencia_desde ?? '',
  vigencia_hasta: r?.vigencia_hasta ?? '',
  impuesto_id: r?.impuesto_id ? String(r.impuesto_id) : null,
  estado: r?.estado ?? true,
});

/** admin/tarifas: the rates of each room type, with their seasons (vigencia) and tax. */
export function RatesPage() {
  const save = rates.useSave();
  const remove = rates.useRemove();
  const taxes = useTaxOptions();
  return (
    <CrudScreen
      title="Tarifas"
      columns={columns}
      useList={rates.usePage}
      searchPlaceholder="Buscar por nombre o tipo de habitación"
      texts={{
        create: 'Nueva tarifa',
        edit: (r) => `Editar «${r.nombre}» de ${r.tipo}`,
        created: 'Tarifa creada',
        updated: 'Tarifa actualizada',
        subject: (r) => `la tarifa «${r.nombre}» de ${r.tipo}`,
        removeDetail: 'Si la tarifa está en uso, se desactivará en lugar de eliminarse.',
      }}
      schema={ZRateBody}
      toValues={toValues}
      fields={(form, row) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <RoomTypeSelect
              withAsterisk
              currentLabel={row?.tipo}
              {...form.getInputProps('tipo_habitacion_id')}
            />
            <TextInput label="Nombre" withAsterisk {...form.getInputProps('nombre')} />
            <MoneyInput
              label="Precio por noche"
              withAsterisk
              decimals={2}
              {...form.getInputProps('precio_noche')}
            />
            <NumberInput
              label="Personas incluidas"
              withAsterisk
              min={1}
              max={20}
              allowDecimal={false}
              {...form.getInputProps('personas_incluidas')}
            />
            <MoneyInput
              label="Valor persona adicional"
              decimals={2}
              {...form.getInputProps('valor_persona_adicional')}
            />
            <Select
              label="Impuesto"
              clearable
              data={taxes.data ?? []}
              placeholder="Sin impuesto"
              {...form.getInputProps('impuesto_id')}
            />
            <DateField
              label="Vigencia desde"
              description="Vacío: sin inicio"
              clearable
              {...form.getInputProps('vigencia_desde')}
            />
            <DateField
              label="Vigencia hasta"
              description="Vacío: sin fin"
              clearable
              {...form.getInputProps('vigencia_hasta')}
            />
          </SimpleGrid>
          <StatusSwitch form={form} />
        </>
      )}
      dialogSize="xl"
      save={(body, row) => save.mutateAsync({ body, id: row?.id ?? null })}
      remove={(r) => remove.mutateAsync(r.id)}
      permissions={ROOM_PERMISSIONS}
    />
  );
}
