/**
 * One stay's TRA: the main guest first, then each companion with `padre` = the main guest's code.
 * A retry passes the code MinCIT already gave and the companions already registered, so nobody is
 * sent twice for a failure that happened further on.
 */
import type { TMincitClient, TMincitResult } from './client';
import type { TTraCompanionBody } from './model';
import type { TTraPrepared } from './prepare';

export type TTraReady = Extract<TTraPrepared, { ok: true }>;

export interface TTraSendState {
  /** The main guest's code from an earlier attempt: `/one/` is not called again. */
  mainCode?: string;
  /** Companions (by client id) registered by an earlier attempt. */
  sentCompanions?: ReadonlySet<number>;
}

export type TTraCompanionOutcome =
  | { ref: number; sent: TMincitResult }
  /** Not tried: the main guest has no code yet, or an earlier attempt registered this one. */
  | { ref: number; skipped: 'sin-codigo-principal' | 'ya-enviado' };

export interface TTraSendOutcome {
  /** null when the main guest's code came from an earlier attempt. */
  main: TMincitResult | null;
  mainCode: string | null;
  companions: TTraCompanionOutcome[];
}

export const withParent = (body: TTraCompanionBody, padre: string) => ({ ...body, padre });

export async function sendTraStay(
  client: TMincitClient,
  ready: TTraReady,
  state: TTraSendState = {},
): Promise<TTraSendOutcome> {
  const main = state.mainCode === undefined ? await client.sendMain(ready.main) : null;
  const mainCode = state.mainCode ?? (main?.ok ? main.code : null);
  const companions: TTraCompanionOutcome[] = [];
  // One at a time: MinCIT publishes no rate limit, and a card is a few hundred bytes.
  for (const { ref, body } of ready.companions) {
    if (mainCode === null) companions.push({ ref, skipped: 'sin-codigo-principal' });
    else if (state.sentCompanions?.has(ref)) companions.push({ ref, skipped: 'ya-enviado' });
    else companions.push({ ref, sent: await client.sendCompanion(withParent(body, mainCode)) });
  }
  return { main, mainCode, companions };
}
