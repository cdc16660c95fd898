/**
 * A random RFC 4122 version 4 UUID for the `idempotency_key` of a payment or a reservation.
 * Web Crypto's `randomUUID()` exists only in secure contexts (HTTPS or localhost), and hotels reach
 * the server as `http://192.168.x.x:3000`; `getRandomValues()` exists in every context.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // variant 10xx (RFC 4122)
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
