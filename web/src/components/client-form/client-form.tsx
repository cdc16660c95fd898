import { type TClient, ZClientData, zClientBodyFor } from '@posada/contracts';
import { useDocumentTypeOptions } from '../../api/catalogs';
import { clients } from '../../api/clients';
import { RecordForm } from '../crud';
import { ClientFields, type ClientValues } from './client-fields';

/** The fields checked as the user types: those whose rules people get wrong most. */
export const clientLiveFields = ['numero_documento', 'telefono', 'fecha_nacimiento', 'soporte_migratorio'];

/** The client body's schema with the rules of each document type of the catalog (CC digits…). */
export function useClientSchema() {
  const types = useDocumentTypeOptions();
  return zClientBodyFor((id) => types.data?.find((t) => t.id === id)?.abreviatura);
}

const text = (v: string | null | undefined) => v ?? '';
const id = (v: number | null | undefined) => (v ? String(v) : null);

/** The form's values for a new client (null) or the one being edited. */
export function clientValues(c: TClient | null): ClientValues {
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
    extranjero_no_residente: c?.extranjero_no_residente ?? false,
    soporte_migratorio: text(c?.soporte_migratorio),
    credito_aprobado: c?.credito_aprobado ?? false,
    limite_credito: text(c?.limite_credito),
    plazo_dias: String(c?.plazo_dias ?? 0),
    contacto_cobro: text(c?.contacto_cobro),
    estado: c?.estado ?? true,
  };
}

/**
 * The Clientes screen's form for a new client, shown inside another dialog (a walk-in guest
 * registered from the rack's Ocupar): `onCreated` gets the saved client.
 */
export function NewClientForm({
  onCreated,
  onCancel,
}: {
  onCreated: (client: TClient) => void;
  onCancel: () => void;
}) {
  const schema = useClientSchema();
  const save = clients.useSave();
  return (
    <RecordForm
      schema={schema}
      initialValues={clientValues(null)}
      validateInputOnChange={clientLiveFields}
      onSubmit={async (body) => {
        const answer = ZClientData.parse(await save.mutateAsync({ body, id: null }));
        onCreated(answer.data);
        return answer;
      }}
      onClose={onCancel}
      successMessage="Cliente creado"
      submitLabel="Crear cliente"
    >
      {(form) => <ClientFields form={form} />}
    </RecordForm>
  );
}
