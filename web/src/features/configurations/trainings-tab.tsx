import { Anchor, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { type TTrainingItem, ZTrainingBody } from '@posada/contracts';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudScreen } from '../../components/crud';
import { StatusSwitch } from '../../components/status-switch';
import { trainings } from './settings-api';

const columns: CrudColumn<TTrainingItem>[] = [
  { key: 'orden', header: 'Orden', render: (t) => t.orden, width: 80 },
  { key: 'titulo', header: 'Título', render: (t) => t.titulo },
  {
    key: 'url',
    header: 'Enlace',
    render: (t) => (
      <Anchor href={t.url} target="_blank" rel="noopener noreferrer" size="sm">
        {t.url}
      </Anchor>
    ),
  },
  { key: 'estado', header: 'Estado', render: (t) => <ActiveBadge active={t.estado} /> },
];

/** The training items staff see under Soporte → Capacitaciones. */
export function TrainingsTab() {
  const save = trainings.useSave();
  const remove = trainings.useRemove();
  return (
    <CrudScreen
      title="Capacitaciones"
      columns={columns}
      useList={trainings.usePage}
      searchPlaceholder="Buscar por título o enlace"
      texts={{
        create: 'Nueva capacitación',
        edit: (t) => `Editar «${t.titulo}»`,
        created: 'Capacitación creada',
        updated: 'Capacitación actualizada',
        subject: (t) => `la capacitación «${t.titulo}»`,
      }}
      schema={ZTrainingBody}
      toValues={(t) => ({
        titulo: t?.titulo ?? '',
        url: t?.url ?? '',
        orden: t?.orden ?? 0,
        estado: t?.estado ?? true,
      })}
      fields={(form) => (
        <>
          <TextInput label="Título" withAsterisk {...form.getInputProps('titulo')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Enlace"
              withAsterisk
              placeholder="https://…"
              style={{ gridColumn: 'span 2' }}
              {...form.getInputProps('url')}
            />
            <NumberInput
              label="Orden"
              min={0}
              max={999}
              allowDecimal={false}
              {...form.getInputProps('orden')}
            />
          </SimpleGrid>
          <StatusSwitch form={form} />
        </>
      )}
      save={(body, row) => save.mutateAsync({ body, id: row?.id ?? null })}
      remove={(t) => remove.mutateAsync(t.id)}
      permissions={{
        create: ['configuraciones.editar'],
        edit: ['configuraciones.editar'],
        remove: ['configuraciones.editar'],
      }}
    />
  );
}
