import {
  canBeNonResident,
  companyDocumentTypes,
  documentNumberError,
  isValidNit,
  NON_RESIDENT_NEEDS_FOREIGN_DOCUMENT,
  type TClient,
  type TClientBody,
} from '@posada/contracts';
import type { Db, Tx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { asRead, createCrudService } from '../../lib/crud/crud-service';
import { ValidationError } from '../../lib/errors';
import type { ClientsRepository } from './clients.repository';

interface Deps {
  db: Db;
  repo: ClientsRepository;
  audit: AuditLog;
}

type FieldErrors = Record<string, string[]>;

/** admin/clientes: guests and companies of the hotel, unique by document type and number. */
export function createClientsService({ db, repo, audit }: Deps) {
  /**
   * The rules that depend on the document type: a company (NIT, NITE) has a razón social and no
   * personal names; a person has nombres and apellidos; a NIT carries its check digit. The
   * referenced catalogs must exist (answered per field instead of a bare foreign-key error). The
   * document number follows its type (contracts' client-documents), and only a passport or a
   * foreign document may carry the non-resident mark; evidence without the mark is not kept.
   */
  async function checkClient(tx: Tx, body: TClientBody): Promise<TClientBody> {
    const refs = await repo.references(tx, body);
    const errors: FieldErrors = {};
    const add = (field: string, message: string) => {
      errors[field] = [...(errors[field] ?? []), message];
    };
    if (!refs) add('tipo_documento_id', 'El tipo de documento no existe');
    else if (!refs.tipoActivo) add('tipo_documento_id', 'El tipo de documento está inactivo');
    if (refs && !refs.pais) add('nacionalidad_id', 'El país no existe');
    if (refs && !refs.ciudad) add('ciudad_id', 'La ciudad no existe');
    const company = refs ? (companyDocumentTypes as readonly string[]).includes(refs.tipo) : false;
    if (company && !body.razon_social) add('razon_social', 'La razón social es obligatoria para una empresa');
    if (!company && refs) {
      if (!body.nombres) add('nombres', 'Los nombres son obligatorios');
      if (!body.apellidos) add('apellidos', 'Los apellidos son obligatorios');
    }
    // The number's shape per document type (CC digits, PA letters and digits…), shared with the form.
    const numberError = refs ? documentNumberError(refs.tipo, body.numero_documento) : null;
    if (numberError) add('numero_documento', numberError);
    if (refs?.tipo === 'NIT' && !numberError) {
      if (!body.dv) add('dv', 'El dígito de verificación es obligatorio');
      else if (!isValidNit(body.numero_documento, body.dv))
        add('dv', 'El dígito de verificación no corresponde al NIT');
    }
    if (refs && body.extranjero_no_residente && !canBeNonResident(refs.tipo)) {
      add('extranjero_no_residente', NON_RESIDENT_NEEDS_FOREIGN_DOCUMENT);
    }
    if (Object.keys(errors).length > 0)
      throw new ValidationError('Los datos enviados no son válidos', errors);
    // A company keeps no personal names, a person no razón social; only a NIT keeps a check digit.
    return {
      ...body,
      nombres: company ? null : body.nombres,
      apellidos: company ? null : body.apellidos,
      razon_social: company ? body.razon_social : null,
      dv: refs?.tipo === 'NIT' ? body.dv : null,
      soporte_migratorio: body.extranjero_no_residente ? body.soporte_migratorio : null,
    };
  }

  return createCrudService({
    db,
    repo,
    audit,
    entity: 'clientes',
    notFound: 'El cliente no existe',
    present: asRead<TClient>,
    prepare: (tx, _context, body: TClientBody) => checkClient(tx, body),
    conflicts: {
      clientes_hotel_documento_key: {
        field: 'numero_documento',
        message: 'Ya existe un cliente con ese tipo y número de documento',
      },
    },
  });
}

export type ClientsService = ReturnType<typeof createClientsService>;
