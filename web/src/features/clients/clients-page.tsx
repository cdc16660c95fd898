import type { TClient } from '@posada/contracts';
import { clients } from '../../api/clients';
import { ActiveBadge } from '../../components/active-badge';
import { ClientFields } from '../../components/client-form/client-fields';
import { clientLiveFields, clientValues, useClientSchema } from '../../components/client-form/client-form';
import { type CrudColumn, CrudScreen } from '../../components/crud';

const columns: CrudColumn<TClient>[] = [
  { key: 'nombre', header: 'Nombre', render: (c) => c.nombre_completo },
  {
    key: 'documento',
    header: 'Documento',
    render: (c) => `${c.tipo_documento} ${c.numero_documento}${c.dv ? `-${c.dv}` : ''}`,
  },
  { key: 'telefono', header: 'Teléfono', render: (c) => c.telefono ?? '—' },
  { key: 'ciudad', header: 'Ciudad', render: (c) => c.ciudad ?? '—' },
  { key: 'estado', header: 'Estado', render: (c) => <ActiveBadge active={c.estado} /> },
];

/** admin/clientes: guests and companies of the hotel. */
export function ClientsPage() {
  const save = clients.useSave();
  const remove = clients.useRemove();
  const schema = useClientSchema();
  return (
    <CrudScreen
      title="Clientes"
      columns={columns}
      useList={clients.usePage}
      searchPlaceholder="Buscar por nombre o documento"
      texts={{
        create: 'Nuevo cliente',
        edit: (c) => `Editar «${c.nombre_completo}»`,
        created: 'Cliente creado',
        updated: 'Cliente actualizado',
        subject: (c) => `el cliente «${c.nombre_completo}»`,
        removeDetail: 'Si el cliente tiene estadías o facturas, se desactivará en lugar de eliminarse.',
      }}
      schema={schema}
      toValues={clientValues}
      validateInputOnChange={clientLiveFields}
      fields={(form) => <ClientFields form={form} />}
      save={(body, row) => save.mutateAsync({ body, id: row?.id ?? null })}
      remove={(c) => remove.mutateAsync(c.id)}
      permissions={{ create: ['clientes.crear'], edit: ['clientes.editar'], remove: ['clientes.eliminar'] }}
    />
  );
}
