import { Alert, Badge, Button, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type TSirePeriod, type TSireView, ZSirePeriod } from '@posada/contracts';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadSireFile, useSireMark, useSireView } from '../../api/guest-reporting';
import { errorMessage, notifyError, notifySuccess } from '../../components/crud';
import { DateField } from '../../components/date-field';
import { openConfirm } from '../../components/dialogs';
import { IssueList } from '../../components/tra-state';
import { formatDate, formatDateTime, hotelDate } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { fieldIssues } from '../../lib/zod-form';

type Row = TSireView['filas'][number];

/** The 13 columns of SIRE's file (docs/guest-reporting.md), as the table shows them. */
const DOCUMENT_TYPES: Record<string, string> = {
  '3': 'Pasaporte',
  '5': 'Cédula de extranjería',
  '46': 'Carné diplomático',
  '10': 'Documento extranjero',
};
const field = (r: Row, i: number) => r.campos[i] ?? '';
/** A badge keeps its whole word in a narrow column. */
const whole = { minWidth: 'max-content' } as const;

/**
 * Informes → SIRE (issue 30): a period's entries and exits of foreign guests for Migración
 * Colombia — the rows of the file, what each guest lacks, the file to download (tab-separated
 * text for SIRE's portal) and the marking as uploaded (who, when), so no movement is reported twice
 * or forgotten.
 */
export function SirePage() {
  const today = hotelDate();
  const [range, setRange] = useState({ desde: today, hasta: today });
  const parsed = ZSirePeriod.safeParse(range);
  const errors = parsed.success ? {} : fieldIssues(parsed.error.issues);
  const period = parsed.success ? parsed.data : null;
  const query = useSireView(period);
  const view = query.data;
  const maySend = usePermission('reporte_huespedes.enviar');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        SIRE — Migración Colombia
      </Title>
      <Paper withBorder p="md" radius="md">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <DateField
            label="Desde"
            withAsterisk
            value={range.desde}
            error={range.desde === '' ? 'Indique la fecha inicial' : errors.desde}
            onChange={(desde) => setRange((r) => ({ ...r, desde }))}
          />
          <DateField
            label="Hasta"
            withAsterisk
            value={range.hasta}
            error={range.hasta === '' ? 'Indique la fecha final' : errors.hasta}
            onChange={(hasta) => setRange((r) => ({ ...r, hasta }))}
          />
        </Group>
      </Paper>
      {query.isError && (
        <Alert color="red" title="No se pudieron cargar los movimientos">
          {errorMessage(query.error)}
        </Alert>
      )}
      {view && period && (
        <>
          {maySend && <SireActions period={period} view={view} />}
          <Uploads view={view} />
          {view.faltantes.length > 0 && (
            <Alert color="orange" title="Huéspedes que no entran en el archivo: les faltan datos">
              <IssueList issues={view.faltantes} label="Datos que faltan para SIRE" />
            </Alert>
          )}
          <SireRows rows={view.filas} />
        </>
      )}
    </Stack>
  );
}

function SireActions({ period, view }: { period: TSirePeriod; view: TSireView }) {
  const mark = useSireMark();
  const [downloading, setDownloading] = useState(false);
  const pending = view.filas.filter((r) => !r.reportado).length;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadSireFile(period);
    } catch (error) {
      notifyError(error, 'No se pudo generar el archivo');
    } finally {
      setDownloading(false);
    }
  };
  const askMark = () =>
    openConfirm({
      title: 'Marcar como cargado en SIRE',
      children: (
        <Text size="sm">
          ¿Ya cargó en el portal de SIRE el archivo del {formatDate(period.desde)} al{' '}
          {formatDate(period.hasta)} ({view.filas.length} movimientos)? Quedará registrado quién y cuándo lo
          marcó.
        </Text>
      ),
      confirmLabel: 'Marcar como cargado',
      onConfirm: () =>
        mark.mutate(period, {
          onSuccess: (answer) => notifySuccess(answer.message),
          onError: (error) => notifyError(error, 'No se pudo marcar el período'),
        }),
    });
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        leftSection={<IconDownload size={18} />}
        loading={downloading}
        disabled={view.filas.length === 0}
        onClick={download}
      >
        Descargar archivo
      </Button>
      <Button
        variant="light"
        leftSection={<IconUpload size={18} />}
        loading={mark.isPending}
        disabled={view.filas.length === 0}
        onClick={askMark}
      >
        Marcar como cargado
      </Button>
      <Text size="sm" c="dimmed">
        {view.filas.length === 0
          ? 'No hay movimientos de extranjeros listos en el período.'
          : `${view.filas.length} movimientos · ${pending} sin reportar`}
      </Text>
    </Group>
  );
}

function Uploads({ view }: { view: TSireView }) {
  if (view.reportes.length === 0) return null;
  return (
    <Alert color="green" title="Ya cargados en SIRE">
      <List size="sm" aria-label="Períodos cargados en SIRE">
        {view.reportes.map((u) => (
          <List.Item key={`${u.desde}-${u.hasta}-${u.fecha}`}>
            Del {formatDate(u.desde)} al {formatDate(u.hasta)}: {u.filas} movimientos, marcado el{' '}
            {formatDateTime(u.fecha)}
            {u.usuario ? ` por ${u.usuario}` : ''}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function SireRows({ rows }: { rows: Row[] }) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped aria-label="Movimientos para SIRE" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Mov.</Table.Th>
            <Table.Th>Fecha</Table.Th>
            <Table.Th>Documento</Table.Th>
            <Table.Th>Nacionalidad (cód.)</Table.Th>
            <Table.Th>Apellidos</Table.Th>
            <Table.Th>Nombres</Table.Th>
            <Table.Th>Procedencia (cód.)</Table.Th>
            <Table.Th>Destino (cód.)</Table.Th>
            <Table.Th>Nacimiento</Table.Th>
            <Table.Th>SIRE</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={10}>
                <Text c="dimmed" ta="center" py="md">
                  No hay movimientos de extranjeros en el período
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((r) => (
              <Table.Tr key={`${r.estancia_id}-${r.cliente_id}-${r.movimiento}`}>
                <Table.Td>
                  <Badge variant="light" color={r.movimiento === 'E' ? 'blue' : 'grape'} style={whole}>
                    {r.movimiento === 'E' ? 'Entrada' : 'Salida'}
                  </Badge>
                </Table.Td>
                <Table.Td>{field(r, 9)}</Table.Td>
                <Table.Td>
                  {DOCUMENT_TYPES[field(r, 2)] ?? field(r, 2)} {field(r, 3)}
                </Table.Td>
                <Table.Td>{field(r, 4)}</Table.Td>
                <Table.Td>{`${field(r, 5)} ${field(r, 6)}`.trim()}</Table.Td>
                <Table.Td>{field(r, 7)}</Table.Td>
                <Table.Td>{field(r, 10)}</Table.Td>
                <Table.Td>{field(r, 11)}</Table.Td>
                <Table.Td>{field(r, 12)}</Table.Td>
                <Table.Td>
                  {r.reportado ? (
                    <Badge color="green" variant="light" style={whole}>
                      Reportado
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light" style={whole}>
                      Por reportar
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
