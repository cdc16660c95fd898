import { Button, Collapse, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TReservationLine } from '@posada/contracts';
import { formatCOP, formatDate, formatDateTime } from '../../lib/format';
import { nightCount } from './booking-values';
import { NightTable } from './night-table';
import { StateBadge } from './reservation-badges';

/** A button of a line (Check-in, Cambiar, Cancelar, Reactivar), offered when allowed. */
export interface LineAction {
  label: string;
  color?: string;
  onClick: () => void;
}

/** One room line of a booking: its room or type, nights, persons, rate, price, state, actions. */
export function LineCard({
  line,
  number,
  actions,
}: {
  line: TReservationLine;
  number: number;
  actions: LineAction[];
}) {
  const [nightsShown, nights] = useDisclosure(false);
  const nightsText = nightCount(line.llegada, line.salida);
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`linea-${number}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text fw={600}>
              Habitación {number}: {line.tipo}
              {line.habitacion ? ` · ${line.habitacion}` : ' · sin asignar'}
            </Text>
            <StateBadge estado={line.estado} />
            {line.llega_hoy && <Text size="sm">Llega hoy</Text>}
            {line.sale_hoy && <Text size="sm">Sale hoy</Text>}
          </Group>
          <Group gap="xs">
            {actions.map((a) => (
              <Button key={a.label} size="xs" variant="light" color={a.color} onClick={a.onClick}>
                {a.label}
              </Button>
            ))}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          <Text size="sm">Llegada {formatDate(line.llegada)}</Text>
          <Text size="sm">Salida {formatDate(line.salida)}</Text>
          <Text size="sm">
            {nightsText} {nightsText === 1 ? 'noche' : 'noches'} · {line.adultos} ad. · {line.ninos} niñ.
          </Text>
          <Text size="sm">Tarifa {line.tarifa_nombre ?? '—'}</Text>
          <Text size="sm" fw={700}>
            Total {line.total ? formatCOP(line.total, 0) : '—'}
          </Text>
        </SimpleGrid>
        {line.estado === 'Cancelada' && (
          <Text size="sm">
            Cancelada{line.cancelada_por ? ` por ${line.cancelada_por}` : ''}
            {line.cancelada_at ? ` el ${formatDateTime(line.cancelada_at)}` : ''}:{' '}
            {line.motivo_cancelacion ?? ''}
          </Text>
        )}
        {line.estado === 'Pendiente' && line.vence_at && (
          <Text size="sm">Vence el {formatDateTime(line.vence_at)}</Text>
        )}
        {line.noches.length > 0 && (
          <>
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={nights.toggle}
              aria-expanded={nightsShown}
              w="fit-content"
            >
              {nightsShown ? 'Ocultar precio por noche' : 'Ver precio por noche'}
            </Button>
            <Collapse in={nightsShown}>
              <NightTable noches={line.noches} label={`Precio por noche de la habitación ${number}`} />
            </Collapse>
          </>
        )}
      </Stack>
    </Paper>
  );
}
