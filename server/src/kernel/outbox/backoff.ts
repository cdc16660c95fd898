const MINUTE = 60_000;

/**
 * The wait before a queue's next try after `attempts` failed ones: 1, 2, 4… minutes, at most
 * `capMs`. The one back-off of every queue (the DIAN outbox, the e-mails to buyers, the TRA).
 */
export const backoffMs = (attempts: number, capMs: number) =>
  Math.min(capMs, MINUTE * 2 ** Math.max(0, attempts - 1));
