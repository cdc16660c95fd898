/** What the SIRE file needs, as the integration reads it from Posada's tables (docs/guest-reporting.md). */

export interface TSireHotel {
  /** The establishment's code Migración gives at the SIRE registration (digits). */
  codigo: string | null;
  /** The hotel's city, DIVIPOLA (5 digits). */
  ciudad: string | null;
  /** The hotel's IANA time zone: movement dates are its calendar dates. */
  zonaHoraria: string;
}

/** Origin or destination: a Colombian city (DIVIPOLA) or a country (Posada's ISO alpha-2). */
export type TSirePlace = { ciudad: string } | { pais: string };

export interface TSireGuest {
  /** The client's id: issues and rows name the guest by it. */
  ref: number;
  /** Posada's document abbreviation (PA, CE, DE…). */
  tipo_documento: string | null;
  numero_documento: string | null;
  /** Posada's country (ISO alpha-2); CO is not reported. */
  nacionalidad: string | null;
  primer_apellido: string | null;
  segundo_apellido: string | null;
  nombres: string | null;
  /** YYYY-MM-DD */
  fecha_nacimiento: string | null;
  procedencia: TSirePlace | null;
  destino: TSirePlace | null;
}

/** A check-in (E) or check-out (S) of one guest, companions included, at the instant it happened. */
export interface TSireMovement {
  movimiento: 'E' | 'S';
  instante: Date;
  huesped: TSireGuest;
}

/** One line of the file: the 13 columns in SIRE's order, as text. */
export interface TSireRow {
  ref: number;
  movimiento: 'E' | 'S';
  campos: readonly string[];
}
