import type { QueueScope } from './offline-queue';

/**
 * The outlet each user last sold at, per hotel, in this browser (localStorage): the sale screen
 * asks for its products as it opens, beside the outlets' list instead of after it. Only a hint:
 * the screen takes it while the outlets load and drops it when it is not among them.
 */
export const LAST_OUTLET_KEY = 'posada.punto-venta';

const slot = (scope: QueueScope) => `${scope.hotel_id}:${scope.usuario_id}`;

function readAll(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LAST_OUTLET_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The outlet the scope's user last sold at in its hotel, or null. */
export function lastOutlet(scope: QueueScope | null): number | null {
  if (!scope) return null;
  const id = readAll()[slot(scope)];
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/** Remembers the outlet the screen sells at (storage refused: the first outlet next time). */
export function rememberOutlet(scope: QueueScope, outletId: number): void {
  const all = readAll();
  if (all[slot(scope)] === outletId) return;
  try {
    localStorage.setItem(LAST_OUTLET_KEY, JSON.stringify({ ...all, [slot(scope)]: outletId }));
  } catch {
    // Private mode or full storage: nothing to remember.
  }
}

/**
 * The outlet the screen sells at: the one chosen on it; else, once the outlets are listed, the
 * remembered one when it is still among them, or the first; while they load, the remembered one
 * (its products are asked for meanwhile). Null: none yet, or no outlet at all.
 */
export function outletToSell(
  chosen: number | null,
  listed: readonly { id: number }[] | undefined,
  remembered: number | null,
): number | null {
  if (chosen !== null) return chosen;
  if (!listed) return remembered;
  return (listed.find((o) => o.id === remembered) ?? listed[0])?.id ?? null;
}
