/**
 * What stops a guest from being reported, in Spanish, for the stay's screen. Every check lists all
 * of its findings at once: MinCIT's answers do not say which field failed, so the receptionist
 * must see everything that is missing before anything is sent.
 */
export interface TReportIssue {
  /** The guest's client id (`clientes.id`), or null for the stay's or the hotel's own data. */
  ref: number | null;
  /** Who, for the person reading: "Huésped principal", "Acompañante 2", "Hotel"… */
  quien: string;
  /** The field of the report it is about (MinCIT's or SIRE's name), for the screen to point at. */
  campo: string;
  mensaje: string;
}

/** An issue as the screens show it: who, which field, what (the ref stays on the server). */
export const shownIssue = ({ quien, campo, mensaje }: TReportIssue) => ({ quien, campo, mensaje });

/** Collects issues about one subject (a guest, the stay, the hotel). */
export function issueCollector(ref: number | null, quien: string) {
  const issues: TReportIssue[] = [];
  return {
    issues,
    add(campo: string, mensaje: string) {
      issues.push({ ref, quien, campo, mensaje });
    },
  };
}

/** Text as people typed it, with runs of spaces, tabs and line breaks made one space. */
export const cleanText = (value: string | null | undefined): string =>
  (value ?? '').replace(/\s+/g, ' ').trim();

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
