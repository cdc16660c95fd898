/**
 * What the TRA needs of a stay, as the integration reads it from Posada's tables (docs/
 * guest-reporting.md, «Datos de entrada»), and the two JSON bodies MinCIT's PMS service takes.
 */
import type { TravelMotive } from '@posada/contracts';

export interface TTraGuest {
  /** The client's id: issues and results name the guest by it. */
  ref: number;
  /** Posada's document abbreviation (`tipos_documento.abreviatura`: CC, CE, PA…). */
  tipo_documento: string | null;
  numero_documento: string | null;
  nombres: string | null;
  apellidos: string | null;
  /** City of residence as the register keeps it (a name, with the country when abroad). */
  ciudad_residencia: string | null;
  /** Where the guest comes from (a city name). */
  ciudad_procedencia: string | null;
}

export interface TTraStay {
  establecimiento: {
    nombre: string | null;
    /** Registro Nacional de Turismo: 1 to 20 digits. */
    rnt: string | null;
    /** The hotel's kind of lodging as MinCIT names it (a setting of the hotel, e.g. «Hotel»). */
    tipo_acomodacion: string | null;
  };
  numero_habitacion: string | null;
  /** The stay's first night and planned departure, YYYY-MM-DD. */
  llegada: string;
  salida: string;
  /** The main guest's motive of travel. */
  motivo_viaje: TravelMotive | null;
  /** The lodging's value in pesos as an exact decimal ("761600.50"); sent rounded to whole pesos. */
  costo: string | null;
  principal: TTraGuest;
  acompanantes: readonly TTraGuest[];
}

/** The body of `POST /one/`: the main guest. `cuidad_*` is MinCIT's spelling, on purpose. */
export interface TTraMainPayload {
  tipo_identificacion: string;
  numero_identificacion: string;
  nombres: string;
  apellidos: string;
  cuidad_residencia: string;
  cuidad_procedencia: string;
  numero_habitacion: string;
  motivo: string;
  numero_acompanantes: string;
  check_in: string;
  check_out: string;
  tipo_acomodacion: string;
  costo: string;
  nombre_establecimiento: string;
  rnt_establecimiento: string;
}

/** The body of `POST /two/` without `padre`, which only MinCIT's answer to `/one/` gives. */
export type TTraCompanionBody = Pick<
  TTraMainPayload,
  | 'tipo_identificacion'
  | 'numero_identificacion'
  | 'nombres'
  | 'apellidos'
  | 'cuidad_residencia'
  | 'cuidad_procedencia'
  | 'numero_habitacion'
  | 'check_in'
  | 'check_out'
>;

/** The body of `POST /two/`: a companion, with `padre` = the main guest's code. */
export interface TTraCompanionPayload extends TTraCompanionBody {
  padre: string;
}
