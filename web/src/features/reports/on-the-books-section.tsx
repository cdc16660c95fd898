import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { onTheBooksHorizons, type TOnTheBooksReport } from '@posada/contracts';
import { FiguresTable, showFigure } from '../../components/figures-table';
import { type BooksRow, lastYearNote, onTheBooksTable, pickupNote } from './occupancy-document';
import { OnTheBooksChart } from './report-charts';

export type Horizon = (typeof onTheBooksHorizons)[number];

/**
 * Ocupación → En libros: the coming 30/60/90 nights as booked now, their pickup since the
 * close's daily snapshots and what was on the books for the same dates a year earlier at the same
 * lead time (docs/reports.md).
 */
export function OnTheBooksSection({
  report,
  horizon,
  onHorizon,
}: {
  report: TOnTheBooksReport | undefined;
  horizon: Horizon;
  onHorizon: (h: Horizon) => void;
}) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          En libros y pickup
        </Title>
        <SegmentedControl
          aria-label="Próximos días"
          data={onTheBooksHorizons.map((d) => ({ value: String(d), label: `${d} días` }))}
          value={String(horizon)}
          onChange={(v) => onHorizon(Number(v) as Horizon)}
        />
      </Group>
      {report && (
        <>
          <Group gap="xl" wrap="wrap">
            <Text size="sm">
              Noches en libros: <b>{showFigure('count', report.totales.noches)}</b> (
              {showFigure('percent', report.totales.ocupacion)})
            </Text>
            <Text size="sm">
              Ingreso en libros: <b>{showFigure('money', report.totales.ingreso)}</b>
            </Text>
            <Text size="sm">
              Pickup 7 días: <b>{showFigure('count', report.totales.pickup_7.noches)}</b> noches
            </Text>
            <Text size="sm">
              En libros hace un año: <b>{showFigure('count', report.totales.noches_anio_anterior)}</b> noches
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {pickupNote(report)}
          </Text>
          <Text
            size="xs"
            c={report.fotos.anio_anterior_tomada ? 'dimmed' : 'orange'}
            data-testid="nota-anio-anterior"
          >
            {lastYearNote(report)}
          </Text>
          <OnTheBooksChart report={report} />
          <FiguresTable<BooksRow>
            label="En libros por fecha"
            table={onTheBooksTable(report)}
            rowKey={(r) => r.fecha ?? ''}
            minWidth={1300}
          />
        </>
      )}
    </Stack>
  );
}
