import { Alert, Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TCompared } from '@posada/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DASHBOARD, HOME_SCREEN, RESERVATIONS_SCREEN } from '../../app/paths';
import { errorMessage } from '../../components/crud';
import { showFigure } from '../../components/figures-table';
import { formatDate, formatDateTime } from '../../lib/format';
import { useDashboard } from './reports-api';

const screen = (path: string) => `${DASHBOARD}/${path}`;

/** One figure of the dashboard: a card that is a link to the screen behind it. */
function Figure({ label, to, children }: { label: string; to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} underline="never" aria-label={label}>
      <Paper withBorder p="md" radius="md" h="100%">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {children}
      </Paper>
    </Anchor>
  );
}

function Against({ figure }: { figure: TCompared }) {
  return (
    <>
      <Text fz={24} fw={700}>
        {showFigure('money', figure.actual)}
      </Text>
      <Text size="xs" c="dimmed">
        Año anterior {showFigure('money', figure.anterior)}
        {figure.porcentaje !== null && ` (${showFigure('percent', figure.porcentaje)})`}
      </Text>
    </>
  );
}

/** Tablero: how the hotel is doing today, each figure a link to the screen behind it. */
export function ManagerDashboardPage() {
  const query = useDashboard();
  const d = query.data;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Tablero {d && `del ${formatDate(d.hoy)}`}
      </Title>
      {query.isError && (
        <Alert color="red" title="No se pudo cargar el tablero">
          {errorMessage(query.error)}
        </Alert>
      )}
      {d && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Figure label="Ocupación de hoy" to={screen('admin/reports/occupancy')}>
              <Text fz={24} fw={700}>
                {showFigure('percent', d.ocupacion)}
              </Text>
              <Text size="xs" c="dimmed">
                {d.vendidas} de {d.habitaciones} habitaciones
              </Text>
            </Figure>
            <Figure label="Llegadas" to={screen(RESERVATIONS_SCREEN)}>
              <Text fz={24} fw={700}>
                {d.llegadas}
              </Text>
            </Figure>
            <Figure label="Salidas" to={screen(HOME_SCREEN)}>
              <Text fz={24} fw={700}>
                {d.salidas}
              </Text>
            </Figure>
            <Figure label="En casa" to={screen(HOME_SCREEN)}>
              <Text fz={24} fw={700}>
                {d.en_casa}
              </Text>
            </Figure>
            <Figure label="Ingresos de hoy" to={screen('admin/reports')}>
              <Against figure={d.ingresos_hoy} />
            </Figure>
            <Figure label="Ingresos del mes" to={screen('admin/reports')}>
              <Against figure={d.ingresos_mes} />
            </Figure>
            <Figure label="Productos bajo el mínimo" to={screen('inventory')}>
              <Text fz={24} fw={700}>
                {d.bajo_minimo}
              </Text>
            </Figure>
            <Figure label="Cartera vencida" to={screen('admin/installment')}>
              <Text fz={24} fw={700}>
                {showFigure('money', d.cartera.vencido)}
              </Text>
              <Text size="xs" c="dimmed">
                {`${d.cartera.clientes_vencidos === 1 ? '1 cliente' : `${d.cartera.clientes_vencidos} clientes`} · por cobrar ${showFigure('money', d.cartera.saldo)}`}
              </Text>
            </Figure>
          </SimpleGrid>
          <Paper withBorder p="md" radius="md">
            <Anchor component={Link} to={screen('admin/cash-registers')} fw={600}>
              Cajas abiertas
            </Anchor>
            <Table.ScrollContainer minWidth={480}>
              <Table fz="sm" aria-label="Cajas abiertas">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Caja</Table.Th>
                    <Table.Th>Usuario</Table.Th>
                    <Table.Th>Abierta desde</Table.Th>
                    <Table.Th ta="right">Saldo</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.cajas_abiertas.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={4}>
                        <Text c="dimmed" ta="center">
                          No hay cajas abiertas
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {d.cajas_abiertas.map((c) => (
                    <Table.Tr key={c.turno_id}>
                      <Table.Td>{c.caja}</Table.Td>
                      <Table.Td>{c.usuario}</Table.Td>
                      <Table.Td>{formatDateTime(c.abierto_at)}</Table.Td>
                      <Table.Td ta="right">{showFigure('money', c.saldo)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </>
      )}
    </Stack>
  );
}
