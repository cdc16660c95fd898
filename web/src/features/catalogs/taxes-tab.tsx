import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { type TTax, taxTypes, ZTaxBody } from '@posada/contracts';
import { taxes } from '../../api/catalogs';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudScreen } from '../../components/crud';
import { PercentInput } from '../../components/percent-input';
import { StatusSwitch } from '../../components/status-switch';
import { formatAmount } from '../../lib/amount-text';

const columns: CrudColumn<TTax>[] = [
  { key: 'nombre', header: 'Nombre', render: (t) => t.nombre },
  { key: 'tipo', header: 'Tipo', render: (t) => t.tipo },
  { key: 'porcentaje', header: 'Porcentaje', render: (t) => `${formatAmount(t.porcentaje, 'plain')} %` },
  { key: 'estado', header: 'Estado', render: (t) => <ActiveBadge active={t.estado} /> },
];

const toValues = (t: TTax | null) => ({
  nombre: t?.nombre ?? '',
  tipo: t?.tipo ?? 'IVA',
  porcentaje: t?.porcentaje ?? '',
  estado: t?.estado ?? true,
});

/** Taxes: IVA 19 %, 5 %, exento, INC 8 %…; products and rates pick from them. */
export function TaxesTab() {
  const save = taxes.useSave();
  return (
    <CrudScreen
      title="Impuestos"
      columns={columns}
      useList={taxes.usePage}
      searchPlaceholder="Buscar por nombre o tipo"
      texts={{
        create: 'Nuevo impuesto',
        edit: (t) => `Editar «${t.nombre}»`,
        created: 'Impuesto creado',
        updated: 'Impuesto actualizado',
      }}
      schema={ZTaxBody}
      toValues={toValues}
      fields={(form) => (
        <>
          <TextInput label="Nombre" withAsterisk {...form.getInputProps('nombre')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Tipo"
              withAsterisk
              data={[...taxTypes]}
              allowDeselect={false}
              {...form.getInputProps('tipo')}
            />
            <PercentInput label="Porcentaje" withAsterisk {...form.getInputProps('porcentaje')} />
          </SimpleGrid>
          <StatusSwitch form={form} />
        </>
      )}
      save={(body, row) => save.mutateAsync({ body, id: row?.id ?? null })}
      permissions={{ create: ['impuestos.editar'], edit: ['impuestos.editar'] }}
    />
  );
}
