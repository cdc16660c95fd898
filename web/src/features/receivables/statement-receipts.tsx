import { Badge, Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { statementReceiptsPerPage, type TClientStatement, type TReceipt } from '@posada/contracts';
import { IconPrinter, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useClientReceipts } from '../../api/receivables';
import { formatCOP, formatDate } from '../../lib/format';

/**
 * The client's recibos de caja in its statement, latest first, paged by the server: the first page
 * comes with the statement, the others from abonoListar; each one is printed or annulled from here.
 */
export function StatementReceipts({
  statement: s,
  mayAnnul,
  onView,
  onAnnul,
}: {
  statement: TClientStatement;
  mayAnnul: boolean;
  onView: (receipt: TReceipt) => void;
  onAnnul: (receipt: TReceipt) => void;
}) {
  const [page, setPage] = useState(1);
  const later = useClientReceipts(s.cliente_id, page);
  const rows = page === 1 ? s.abonos : (later.data?.data ?? []);
  const pages = Math.ceil(s.abonos_total / statementReceiptsPerPage);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Recibos de caja{s.abonos_total > 0 && ` (${s.abonos_total})`}
      </Title>
      {s.abonos_total === 0 && (
        <Text size="sm" c="dimmed">
          Sin abonos.
        </Text>
      )}
      {rows.map((a) => (
        <Group key={a.id} justify="space-between" wrap="wrap" data-testid="recibo">
          <div>
            <Text size="sm" fw={600}>
              {a.numero} · {formatDate(a.fecha)} · {a.forma_pago} · {formatCOP(a.monto, 2)}
              {a.total_retenciones !== '0.00' && ` + retenciones ${formatCOP(a.total_retenciones, 2)}`}
              {a.saldo_favor !== '0.00' && ` + saldo a favor ${formatCOP(a.saldo_favor, 2)}`}
              {a.anticipo !== '0.00' && ` · anticipo ${formatCOP(a.anticipo, 2)}`}
            </Text>
            {a.estado === 'anulado' && (
              <Badge color="red" size="sm">
                Anulado: {a.motivo_anulacion}
              </Badge>
            )}
          </div>
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPrinter size={14} />}
              onClick={() => onView(a)}
            >
              Ver e imprimir
            </Button>
            {mayAnnul && a.estado === 'vigente' && (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconX size={14} />}
                aria-label={`Anular el abono ${a.numero}`}
                onClick={() => onAnnul(a)}
              >
                Anular
              </Button>
            )}
          </Group>
        </Group>
      ))}
      {pages > 1 && (
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={setPage}
          aria-label="Páginas de recibos de caja"
        />
      )}
    </Stack>
  );
}
