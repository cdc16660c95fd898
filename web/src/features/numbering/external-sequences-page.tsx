import { Badge, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { resolutionDocumentTypes, type TExternalSequence, ZExternalSequenceBody } from '@posada/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { externalSequences } from '../../api/numbering';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudScreen } from '../../components/crud';
import { DateField } from '../../components/date-field';
import { StatusSwitch } from '../../components/status-switch';
import { formatCount, formatDate } from '../../lib/format';

/** The warning computed by the server: fewer than 10 % of the numbers or 30 days left. */
function Warning({ text }: { text: string | null }) {
  if (!text) return <Text size="sm">—</Text>;
  return (
    <Badge
      color="orange"
      variant="light"
      leftSection={<IconAlertTriangle size={14} aria-hidden />}
      role="status"
    >
      {text}
    </Badge>
  );
}

const typeOptions = Object.entries(resolutionDocumentTypes).map(([value, label]) => ({ value, label }));

const columns: CrudColumn<TExternalSequence>[] = [
  { key: 'resolucion', header: 'Resolución', render: (r) => r.numero_resolucion },
  { key: 'tipo', header: 'Documento', render: (r) => resolutionDocumentTypes[r.tipo_documento] },
  { key: 'prefijo', header: 'Prefijo', render: (r) => r.prefijo || '—' },
  { key: 'rango', header: 'Rango', render: (r) => `${formatCount(r.desde)} – ${formatCount(r.hasta)}` },
  { key: 'siguiente', header: 'Siguiente', render: (r) => `${r.prefijo}${r.siguiente}` },
  {
    key: 'vigencia',
    header: 'Vigencia',
    render: (r) => `${formatDate(r.fecha_desde)} – ${formatDate(r.fecha_hasta)}`,
  },
  { key: 'alerta', header: 'Alerta', render: (r) => <Warning text={r.alerta} /> },
  { key: 'estado', header: 'Estado', render: (r) => <ActiveBadge active={r.estado} /> },
];

const toValues = (r: TExternalSequence | null) => ({
  tipo_documento: r?.tipo_documento ?? 'factura',
  numero_resolucion: r?.numero_resolucion ?? '',
  prefijo: r?.prefijo ?? '',
  desde: r?.desde ?? 1,
  hasta: r?.hasta ?? '',
  siguiente: r?.siguiente ?? '',
  fecha_desde: r?.fecha_desde ?? '',
  fecha_hasta: r?.fecha_hasta ?? '',
  clave_tecnica: r?.clave_tecnica ?? '',
  estado: r?.estado ?? true,
});

/**
 * admin/externalSequence: the DIAN numbering resolutions — facturas de venta, the documento
 * equivalente POS, the paper contingency range — with a warning near their end.
 */
export function ExternalSequencesPage() {
  const save = externalSequences.useSave();
  return (
    <CrudScreen
      title="Resoluciones DIAN"
      columns={columns}
      useList={externalSequences.usePage}
      searchPlaceholder="Buscar por resolución o prefijo"
      texts={{
        create: 'Nueva resolución',
        edit: (r) => `Editar resolución ${r.numero_resolucion}`,
        created: 'Resolución creada',
        updated: 'Resolución actualizada',
      }}
      schema={ZExternalSequenceBody}
      toValues={toValues}
      dialogSize="xl"
      fields={(form, row) => (
        <Stack gap="sm">
          <Select
            label="Documento que numera"
            description={
              row && row.siguiente > row.desde
                ? 'No se puede cambiar: ya se usaron números'
                : 'Los tiquetes POS son electrónicos con una resolución de documento equivalente POS'
            }
            data={typeOptions}
            allowDeselect={false}
            disabled={Boolean(row && row.siguiente > row.desde)}
            {...form.getInputProps('tipo_documento')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Número de resolución"
              withAsterisk
              inputMode="numeric"
              {...form.getInputProps('numero_resolucion')}
            />
            <TextInput
              label="Prefijo"
              {...form.getInputProps('prefijo')}
              onChange={(e) => form.setFieldValue('prefijo', e.currentTarget.value.toUpperCase())}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label="Desde"
              withAsterisk
              min={1}
              allowDecimal={false}
              {...form.getInputProps('desde')}
            />
            <NumberInput
              label="Hasta"
              withAsterisk
              min={1}
              allowDecimal={false}
              {...form.getInputProps('hasta')}
            />
            <NumberInput
              label="Siguiente número"
              description={row ? 'Solo puede avanzar' : 'Vacío: empieza en «Desde»'}
              min={1}
              allowDecimal={false}
              {...form.getInputProps('siguiente')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField label="Fecha desde" withAsterisk {...form.getInputProps('fecha_desde')} />
            <DateField label="Fecha hasta" withAsterisk {...form.getInputProps('fecha_hasta')} />
          </SimpleGrid>
          <TextInput label="Clave técnica" withAsterisk {...form.getInputProps('clave_tecnica')} />
          <Group>
            <StatusSwitch form={form} />
          </Group>
        </Stack>
      )}
      save={(body, row) => save.mutateAsync({ body, id: row?.id ?? null })}
      permissions={{ create: ['numeracion.editar'], edit: ['numeracion.editar'] }}
    />
  );
}
