import { Modal, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { supplierPaths, ZEntryBody, ZSupplierPage } from '@posada/contracts';
import { useQuery } from '@tanstack/react-query';
import { useProductOptions, useWarehouseOptions } from '../../api/inventory';
import { supplierKeys } from '../../api/suppliers';
import { RecordForm } from '../../components/crud';
import { DateField } from '../../components/date-field';
import { api } from '../../lib/api';
import { hotelDate } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { EntryLines, type EntryValues, emptyLine } from './entry-lines';
import { useCreateEntry } from './stock-api';

/** The hotel's active suppliers as select options. */
function useSupplierOptions() {
  return useQuery({
    queryKey: supplierKeys.of('opciones'),
    queryFn: ({ signal }) =>
      api
        .post(supplierPaths.list, { estado: true, per_page: 200 }, { schema: ZSupplierPage, signal })
        .then((p) => p.data.map((s) => ({ value: String(s.id), label: `${s.razon_social} (${s.nit})` }))),
    staleTime: 60_000,
  });
}

/** 'Nuevo ingreso': goods from a supplier into a warehouse, confirmed on save. */
export function EntryDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const suppliers = useSupplierOptions();
  const warehouses = useWarehouseOptions();
  const products = useProductOptions('producto');
  const create = useCreateEntry();
  const today = hotelDate();
  const initial: EntryValues = {
    proveedor_id: null,
    warehouse_id: warehouses.data?.length === 1 ? (warehouses.data[0]?.value ?? null) : null,
    factura_proveedor: '',
    fecha: today,
    observaciones: '',
    lineas: [emptyLine()],
    // One key per opening: a double click or a retry cannot enter the goods twice.
    idempotency_key: newIdempotencyKey(),
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Nuevo ingreso de inventario"
      size="80rem"
      fullScreen={phone}
      centered
    >
      <RecordForm
        schema={ZEntryBody}
        initialValues={initial}
        onClose={onClose}
        submitLabel="Confirmar ingreso"
        successMessage="Ingreso registrado"
        onSubmit={(body) => create.mutateAsync(body)}
      >
        {(form) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <Select
                label="Proveedor"
                withAsterisk
                searchable
                data={suppliers.data ?? []}
                nothingFoundMessage="Sin resultados"
                {...form.getInputProps('proveedor_id')}
              />
              <Select
                label="Bodega"
                withAsterisk
                data={warehouses.data ?? []}
                {...form.getInputProps('warehouse_id')}
              />
              <TextInput
                label="Factura del proveedor"
                maxLength={40}
                {...form.getInputProps('factura_proveedor')}
              />
              <DateField
                label="Fecha de la factura"
                withAsterisk
                maxDate={today}
                {...form.getInputProps('fecha')}
              />
            </SimpleGrid>
            <EntryLines form={form} products={products.data ?? []} />
            <Textarea label="Observaciones" autosize minRows={2} {...form.getInputProps('observaciones')} />
          </>
        )}
      </RecordForm>
    </Modal>
  );
}
