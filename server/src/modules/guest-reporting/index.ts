/**
 * Guest reporting (issue 30), the self-contained core: the TRA for MinCIT (checked payloads, the
 * HTTP client, the per-stay sending order) and the SIRE file for Migración Colombia (rows, what
 * is missing per guest, the file), with their code tables. It reads no table and registers no
 * route: the integration maps stays onto `TTraStay` / `TSireMovement`, seeds the SIRE country
 * catalog and wires these functions into the queue and the routes. See docs/guest-reporting.md.
 */
export { mincitDocumentTypes, mincitMotives } from './catalogs/mincit-labels';
export { colombianDocumentTypes, sireDocumentTypes } from './catalogs/sire-codes';
export {
  checkSireCountryRows,
  createSireCountryCatalog,
  type TSireCountryCatalog,
  type TSireCountryRow,
} from './catalogs/sire-countries';
export type { TReportIssue } from './issues';
export { SIRE_COLUMNS, sireFileName, sireText, type TSireEncoding, writeSireFile } from './sire/file';
export type { TSireGuest, TSireHotel, TSireMovement, TSirePlace, TSireRow } from './sire/model';
export { sireName, splitSurnames } from './sire/names';
export {
  buildSireRows,
  checkSireGuest,
  checkSireHotel,
  isReportedToSire,
  sireDate,
  type TSireRows,
} from './sire/rows';
export {
  createMincitClient,
  MINCIT_BASE_URL,
  type TMincitClient,
  type TMincitClientOptions,
  type TMincitExchange,
  type TMincitFailure,
  type TMincitFailureKind,
  type TMincitResult,
  type TMincitTransport,
} from './tra/client';
export type {
  TTraCompanionBody,
  TTraCompanionPayload,
  TTraGuest,
  TTraMainPayload,
  TTraStay,
} from './tra/model';
export { prepareTra, type TTraPrepared, wholePesos } from './tra/prepare';
export {
  sendTraStay,
  type TTraCompanionOutcome,
  type TTraReady,
  type TTraSendOutcome,
  type TTraSendState,
  withParent,
} from './tra/send';
