import { Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { TOccupancyReport } from '@posada/contracts';
import { useState } from 'react';
import { type FigureColumn, FiguresTable } from '../../components/figures-table';
import { type ReportDocument, reportPart } from '../../components/report-document';
import { RoomTypeSelect } from '../../components/room-type-select';
import { formatDecimal, formatPercent } from '../../lib/format';
import { OccupancyChart } from './report-charts';
import { monthToDate, ReportFrame, rangeText } from './report-frame';
import { useOccupancyReport } from './reports-api';

type Day = TOccupancyReport['dias'][number];
type Figures = Omit<Day, 'fecha'>;

const figureColumns: FigureColumn<Figures>[] = [
  { header: 'Disponibles', kind: 'count', value: (r) => r.disponibles },
  { header: 'Vendidas', kind: 'count', value: (r) => r.vendidas },
  { header: 'Cortesías', kind: 'count', value: (r) => r.cortesias },
  { header: 'Ocupación', kind: 'percent', value: (r) => r.ocupacion },
  { header: 'ADR', kind: 'money', value: (r) => r.adr },
  { header: 'RevPAR', kind: 'money', value: (r) => r.revpar },
  { header: 'Ingreso habitaciones', kind: 'money', value: (r) => r.ingreso_habitaciones },
  { header: 'Adultos', kind: 'count', value: (r) => r.adultos },
  { header: 'Niños', kind: 'count', value: (r) => r.ninos },
  { header: 'Llegadas', kind: 'count', value: (r) => r.llegadas },
  { header: 'Salidas', kind: 'count', value: (r) => r.salidas },
  { header: 'No-shows', kind: 'count', value: (r) => r.no_shows },
  { header: 'Cancelaciones', kind: 'count', value: (r) => r.cancelaciones },
];

const dayColumns: FigureColumn<Figures & { fecha?: string }>[] = [
  { header: 'Fecha', kind: 'date', value: (r) => r.fecha ?? null },
  ...figureColumns,
];
const typeColumns: FigureColumn<Figures & { tipo?: string }>[] = [
  { header: 'Tipo de habitación', kind: 'text', value: (r) => r.tipo ?? null },
  ...figureColumns,
];

const TITLE = 'Reporte de Ocupación';

/** The report for Excel and PDF: the two tables the screen shows, under the filters. */
function occupancyDocument(report: TOccupancyReport, tipo: string | undefined): ReportDocument {
  const filters = [
    rangeText(report),
    `Tipo: ${tipo ?? 'todos'}`,
    report.fuera_de_servicio_restado ? 'fuera de servicio restadas' : 'fuera de servicio no restadas (USALI)',
  ].join(' · ');
  return {
    title: TITLE,
    filters,
    fileName: `ocupacion-${report.desde}-${report.hasta}`,
    parts: [
      reportPart({ sheet: 'Por día', columns: dayColumns, rows: report.dias, totals: report.totales }),
      reportPart({
        sheet: 'Por tipo de habitación',
        columns: typeColumns,
        rows: report.por_tipo,
        totals: report.totales,
      }),
    ],
  };
}

/** Informes → Reporte de Ocupación: per night and per room type, with the range's totals. */
export function OccupancyPage() {
  const [range, setRange] = useState(monthToDate);
  const [tipo, setTipo] = useState<string | null>(null);
  const [sinFueraDeServicio, setSinFueraDeServicio] = useState(false);
  const query = useOccupancyReport({
    ...range,
    tipo_habitacion_id: tipo ? Number(tipo) : null,
    sin_fuera_de_servicio: sinFueraDeServicio,
  });
  const report = query.data;
  const typeName = report?.por_tipo.find((t) => String(t.tipo_habitacion_id) === tipo)?.tipo;
  return (
    <ReportFrame
      title={TITLE}
      exportable={report && (() => occupancyDocument(report, tipo ? typeName : undefined))}
      range={range}
      onRange={setRange}
      error={query.error}
      filters={
        <>
          <RoomTypeSelect placeholder="Todos" clearable value={tipo} onChange={setTipo} />
          <Switch
            mt={30}
            label="Restar habitaciones fuera de servicio"
            checked={sinFueraDeServicio}
            onChange={(e) => setSinFueraDeServicio(e.currentTarget.checked)}
          />
        </>
      }
    >
      {report && (
        <>
          <Group gap="xl" wrap="wrap">
            <Text size="sm">
              Estancia promedio: <b>{formatDecimal(report.totales.estancia_promedio)} noches</b>
            </Text>
            <Text size="sm">
              Tasa de cancelación: <b>{formatPercent(report.totales.tasa_cancelacion)}</b>
            </Text>
            <Text size="sm">
              Tasa de no-show: <b>{formatPercent(report.totales.tasa_no_show)}</b>
            </Text>
            <Text size="sm" c="dimmed">
              {report.fuera_de_servicio_restado
                ? 'Disponibles sin las habitaciones fuera de servicio'
                : 'Disponibles con todas las habitaciones (USALI: las fuera de servicio no se restan)'}
            </Text>
          </Group>
          <OccupancyChart report={report} />
          <Stack gap="xs">
            <Title order={2} size="h4">
              Por día
            </Title>
            <FiguresTable
              label="Ocupación por día"
              columns={dayColumns}
              rows={report.dias}
              totals={report.totales}
              rowKey={(r) => r.fecha ?? ''}
              minWidth={1300}
            />
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h4">
              Por tipo de habitación
            </Title>
            <FiguresTable
              label="Ocupación por tipo de habitación"
              columns={typeColumns}
              rows={report.por_tipo}
              totals={report.totales}
              rowKey={(r) => r.tipo ?? ''}
              minWidth={1300}
            />
          </Stack>
        </>
      )}
    </ReportFrame>
  );
}
