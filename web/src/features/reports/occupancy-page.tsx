import { Group, SimpleGrid, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { FiguresTable, showFigure } from '../../components/figures-table';
import { RoomTypeSelect } from '../../components/room-type-select';
import { formatDecimal, formatPercent } from '../../lib/format';
import {
  dayTable,
  nationalityTable,
  occupancyDocument,
  segmentTable,
  TITLE,
  typeTable,
} from './occupancy-document';
import { type Horizon, OnTheBooksSection } from './on-the-books-section';
import { OccupancyChart, RevenueByTypeChart } from './report-charts';
import { monthToDate, ReportFrame, ReportSection, ReportTableSection } from './report-frame';
import { useOccupancyReport, useOnTheBooksReport } from './reports-api';

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
  const [horizon, setHorizon] = useState<Horizon>(30);
  const books = useOnTheBooksReport({ dias: horizon, tipo_habitacion_id: tipo ? Number(tipo) : null });
  const typeName = report?.por_tipo.find((t) => String(t.tipo_habitacion_id) === tipo)?.tipo;
  return (
    <ReportFrame
      title={TITLE}
      exportable={report && (() => occupancyDocument(report, tipo ? typeName : undefined, books.data))}
      range={range}
      onRange={setRange}
      error={query.error ?? books.error}
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
            <Text size="sm">
              Penalidades (aparte del ingreso de habitaciones): cancelación{' '}
              <b>{showFigure('money', report.penalidades.cancelacion)}</b>, no-show{' '}
              <b>{showFigure('money', report.penalidades.no_show)}</b>
            </Text>
            <Text size="sm" c="dimmed">
              {report.fuera_de_servicio_restado
                ? 'Disponibles sin las habitaciones fuera de servicio'
                : 'Disponibles con todas las habitaciones (USALI: las fuera de servicio no se restan)'}
            </Text>
          </Group>
          <OccupancyChart report={report} />
          <ReportSection title="Por día">
            <FiguresTable
              label="Ocupación por día"
              table={dayTable(report)}
              rowKey={(r) => r.fecha ?? ''}
              minWidth={1300}
            />
          </ReportSection>
          <ReportSection title="Por tipo de habitación">
            <FiguresTable
              label="Ocupación por tipo de habitación"
              table={typeTable(report)}
              rowKey={(r) => r.tipo ?? ''}
              minWidth={1300}
            />
          </ReportSection>
          <RevenueByTypeChart report={report} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <ReportTableSection
              title="Por segmento"
              label="Ocupación por segmento"
              table={segmentTable(report)}
              rowKey={(r) => r.segmento ?? ''}
            />
            <ReportTableSection
              title="Huéspedes por nacionalidad"
              label="Huéspedes por nacionalidad"
              table={nationalityTable(report)}
              rowKey={(r) => r.pais_codigo ?? 'sin-dato'}
            />
          </SimpleGrid>
        </>
      )}
      <OnTheBooksSection report={books.data} horizon={horizon} onHorizon={setHorizon} />
    </ReportFrame>
  );
}
