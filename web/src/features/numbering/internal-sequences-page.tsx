import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  internalKindCodes,
  internalSequenceKinds,
  type TInternalSequence,
  ZInternalSequenceBody,
} from '@posada/contracts';
import { internalSequences } from '../../api/numbering';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudScreen } from '../../components/crud';
import { StatusSwitch } from '../../components/status-switch';

const columns: CrudColumn<TInternalSequence>[] = [
  { key: 'tipo', header: 'Documento', render: (s) => s.tipo_nombre },
  { key: 'prefijo', header: 'Prefijo', render: (s) => s.prefijo || '—' },
  { key: 'siguiente', header: 'Siguiente número', render: (s) => `${s.prefijo}${s.siguiente}` },
  { key: 'estado', header: 'Estado', render: (s) => <ActiveBadge active={s.estado} /> },
];

const kinds = internalKindCodes.map((k) => ({ value: k, label: internalSequenceKinds[k].label }));

/** admin/internalSequence: the hotel's own numbering of receipts, vouchers and entries. */
export function InternalSequencesPage() {
  const save = internalSequences.useSave();
  return (
    <CrudScreen
      title="Numeración interna"
      columns={columns}
      useList={internalSequences.usePage}
      searchPlaceholder="Buscar por documento o prefijo"
      texts={{
        create: 'Nueva numeración',
        edit: (s) => `Editar numeración de ${s.tipo_nombre.toLowerCase()}`,
        created: 'Numeración creada',
        updated: 'Numeración actualizada',
      }}
      schema={ZInternalSequenceBody}
      toValues={(s) => ({
        tipo: s?.tipo ?? '',
        prefijo: s?.prefijo ?? '',
        siguiente: s?.siguiente ?? 1,
        estado: s?.estado ?? true,
      })}
      fields={(form, row) => (
        <>
          <Select
            label="Documento"
            withAsterisk
            data={kinds}
            disabled={row !== null}
            {...form.getInputProps('tipo')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Prefijo"
              description="Mayúsculas y dígitos, hasta 10"
              {...form.getInputProps('prefijo')}
              onChange={(e) => form.setFieldValue('prefijo', e.currentTarget.value.toUpperCase())}
            />
            <NumberInput
              label="Siguiente número"
              description={row ? 'Solo puede avanzar' : undefined}
              withAsterisk
              min={1}
              allowDecimal={false}
              {...form.getInputProps('siguiente')}
            />
          </SimpleGrid>
          <StatusSwitch form={form} />
        </>
      )}
      save={(body, row) => save.mutateAsync({ body, id: row?.id ?? null })}
      permissions={{ create: ['numeracion.editar'], edit: ['numeracion.editar'] }}
    />
  );
}
