/**
 * The reports' charts (@mantine/charts on recharts 2, see shared research §4). This module is
 * imported only by the report pages, which the route table loads lazily, so recharts never
 * reaches the first screens.
 */
import '@mantine/charts/styles.layer.css';
import { BarChart, CompositeChart } from '@mantine/charts';
import { Group, Paper, Text, Title } from '@mantine/core';
import type { TConsolidatedReport, TOccupancyReport, TOnTheBooksReport } from '@posada/contracts';
import { revenueDepartmentLabels } from '@posada/contracts';
import { formatCOP, formatCount, formatDate, formatPercent } from '../../lib/format';

// A chart plots numbers: the exact strings become floats here only to draw them.
const plot = (value: string) => Number(value);
const shortDate = (fecha: string) => formatDate(fecha).slice(0, 5);

/** Occupancy % (line, right axis) and ADR (bars) per night. */
export function OccupancyChart({ report }: { report: TOccupancyReport }) {
  const data = report.dias.map((d) => ({
    fecha: shortDate(d.fecha),
    ADR: plot(d.adr),
    Ocupación: plot(d.ocupacion),
  }));
  return (
    <Paper withBorder p="md" radius="md" data-testid="grafico-ocupacion">
      <Title order={2} size="h4" mb="sm">
        Ocupación y ADR por día
      </Title>
      <CompositeChart
        h={280}
        data={data}
        dataKey="fecha"
        withLegend
        withRightYAxis
        rightYAxisLabel="Ocupación"
        valueFormatter={(v) => formatCOP(v, 0)}
        series={[
          { name: 'ADR', type: 'bar', color: 'blue.6' },
          { name: 'Ocupación', type: 'line', color: 'orange.6', yAxisId: 'right' },
        ]}
        rightYAxisProps={{ tickFormatter: (v: number) => `${v} %`, domain: [0, 100] }}
        // The chart's one valueFormatter is money; the tooltip says each series in its own unit.
        tooltipProps={{ content: OccupancyTooltip }}
      />
    </Paper>
  );
}

interface TooltipItem {
  name?: string | number;
  value?: unknown;
  color?: string;
}

/** The night's ADR in pesos and its occupancy in percent (recharts' tooltip content). */
function OccupancyTooltip({ label, payload }: { label?: unknown; payload?: readonly TooltipItem[] }) {
  if (!payload?.length) return null;
  return (
    <Paper px="md" py="sm" withBorder shadow="md" radius="md">
      <Text fw={500} mb={5}>
        {String(label ?? '')}
      </Text>
      {payload.map((item) => (
        <Group key={String(item.name)} justify="space-between" gap="xl">
          <Text size="sm" c={item.color}>
            {item.name}
          </Text>
          <Text size="sm">
            {item.name === 'Ocupación' ? formatPercent(String(item.value)) : formatCOP(Number(item.value), 0)}
          </Text>
        </Group>
      ))}
    </Paper>
  );
}

/** Revenue (before taxes) per day, stacked by department. */
export function RevenueChart({ report }: { report: TConsolidatedReport }) {
  const data = report.por_dia.map((d) => ({
    fecha: shortDate(d.fecha),
    [revenueDepartmentLabels.habitaciones]: plot(d.habitaciones),
    [revenueDepartmentLabels.alimentos_bebidas]: plot(d.alimentos_bebidas),
    [revenueDepartmentLabels.otros]: plot(d.otros),
  }));
  return (
    <Paper withBorder p="md" radius="md" data-testid="grafico-ingresos">
      <Title order={2} size="h4" mb="sm">
        Ingresos por departamento
      </Title>
      <BarChart
        h={280}
        data={data}
        dataKey="fecha"
        type="stacked"
        withLegend
        valueFormatter={(v) => formatCOP(v, 0)}
        series={[
          { name: revenueDepartmentLabels.habitaciones, color: 'blue.6' },
          { name: revenueDepartmentLabels.alimentos_bebidas, color: 'teal.6' },
          { name: revenueDepartmentLabels.otros, color: 'gray.6' },
        ]}
      />
    </Paper>
  );
}

/** Room revenue of the range per room type. */
export function RevenueByTypeChart({ report }: { report: TOccupancyReport }) {
  const data = report.por_tipo.map((t) => ({ tipo: t.tipo, Ingreso: plot(t.ingreso_habitaciones) }));
  return (
    <Paper withBorder p="md" radius="md" data-testid="grafico-ingreso-tipo">
      <Title order={2} size="h4" mb="sm">
        Ingreso de habitaciones por tipo
      </Title>
      <BarChart
        h={240}
        data={data}
        dataKey="tipo"
        valueFormatter={(v) => formatCOP(v, 0)}
        series={[{ name: 'Ingreso', color: 'blue.6' }]}
      />
    </Paper>
  );
}

/**
 * Room nights on the books per coming night (bars) against those on the books for the same dates a
 * year earlier at the same lead time (line; none when that snapshot is missing).
 */
export function OnTheBooksChart({ report }: { report: TOnTheBooksReport }) {
  const data = report.dias.map((d) => ({
    fecha: shortDate(d.fecha),
    'En libros': d.noches,
    'Año anterior': d.noches_anio_anterior,
  }));
  return (
    <Paper withBorder p="md" radius="md" data-testid="grafico-en-libros">
      <Title order={3} size="h5" mb="sm">
        Noches en libros frente a las del año anterior con la misma anticipación
      </Title>
      <CompositeChart
        h={260}
        data={data}
        dataKey="fecha"
        withLegend
        valueFormatter={formatCount}
        series={[
          { name: 'En libros', type: 'bar', color: 'blue.6' },
          { name: 'Año anterior', type: 'line', color: 'gray.6' },
        ]}
      />
    </Paper>
  );
}
