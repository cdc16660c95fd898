import { type TClient, ZClientBody } from '@posada/contracts';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudScreen } from '../../components/crud';
import { clients } from './api';
import { ClientFields, type ClientValues } from './client-fields';

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

const text = (v: string | null | undefined) => v ?? '';
const id = (v: number | null | undefined) => (v ? String(v) : null);

function toValues(c: TClient | null): ClientValues {
  return {
    tipo_documento_id: c ? String(c.tipo_documento_id) : '',
    numero_documento: text(c?.numero_documento),
    dv: text(c?.dv),
    nombres: text(c?.nombres),
    apellidos: text(c?.apellidos),
    razon_social: text(c?.razon_social),
    nacionalidad_id: id(c?.nacionalidad_id),
    fecha_nacimiento: text(c?.fecha_nacimiento),
    email: text(c?.email),
    telefono: text(c?.telefono),
    direccion: text(c?.direccion),
    ciudad_id: id(c?.ciudad_id),
    estado: c?.estado ?? true,
  };
}

/** admin/clientes: guests and companies of the hotel. */
export function ClientsPage() {
  const save = clients.useSave();
  const remove = clients.useRemove();
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
      schema={ZClientBody}
      toValues={toValues}
      fields={(form) => <ClientFields form={form} />}
      save={(body, row) => save.mutateAsync({ body, id: row?.id ?? null })}
      remove={(c) => remove.mutateAsync(c.id)}
      permissions={{ create: ['clientes.crear'], edit: ['clientes.editar'], remove: ['clientes.eliminar'] }}
    />
  );
}
