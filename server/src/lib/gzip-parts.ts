import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/**
 * One gzip member made of parts compressed apart: each part is a raw deflate stream ended by a
 * sync flush (byte-aligned, not final, no reference to what came before), so the parts can be
 * laid end to end, closed by an empty final block, with the CRC of the whole combined from the
 * parts' CRCs. An answer that changes in one part is compressed again in that part only: the
 * last parts of each key are remembered, and a part whose sources are the same buffers as last
 * time (compared by identity: the callers' buffers are written once and never changed) keeps its
 * compressed bytes. Any gzip reader inflates the result as one stream.
 */
export function createGzipParts({ level, keys }: { level: number; keys: number }) {
  const remembered = new Map<string, Compressed[]>();

  async function compress(sources: readonly Buffer[]): Promise<Compressed> {
    const bytes = Buffer.concat(sources);
    return {
      sources,
      deflated: bytes.length
        ? await deflateRawAsync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH })
        : Buffer.alloc(0),
      crc: crc32(bytes),
      length: bytes.length,
    };
  }

  /** `parts` in order, each the list of buffers it is made of. */
  return async function gzipParts(key: string, parts: readonly (readonly Buffer[])[]): Promise<Buffer> {
    const before = remembered.get(key) ?? [];
    const done = await Promise.all(
      parts.map((sources, i) => {
        const last = before[i];
        return last && sameBuffers(last.sources, sources) ? last : compress(sources);
      }),
    );
    remembered.delete(key);
    remembered.set(key, done);
    if (remembered.size > keys) remembered.delete(remembered.keys().next().value ?? key);
    let crc = 0;
    let length = 0;
    for (const part of done) {
      crc = crc32Combine(crc, part.crc, part.length);
      length += part.length;
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc, 0);
    trailer.writeUInt32LE(length % 2 ** 32, 4);
    return Buffer.concat([HEADER, ...done.map((p) => p.deflated), FINAL_BLOCK, trailer]);
  };
}

interface Compressed {
  sources: readonly Buffer[];
  deflated: Buffer;
  crc: number;
  length: number;
}

const sameBuffers = (a: readonly Buffer[], b: readonly Buffer[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Magic, deflate, no flags, no time, no extra flags, unknown system (RFC 1952). */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** CRC-32 (the gzip polynomial, reflected) of polynomial products modulo it: zlib's multmodp. */
const POLY = 0xedb88320;
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  let bb = b;
  for (;;) {
    if (a & m) {
      p ^= bb;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    bb = bb & 1 ? (bb >>> 1) ^ POLY : bb >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X2N: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++) {
  X2N.push(p);
  p = multModP(p, p);
}

/** x^(8n) modulo the polynomial: the shift of a CRC past n bytes (zlib's x2nmodp(n, 3)). */
function shiftBytes(n: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let rest = n; rest > 0; rest = Math.floor(rest / 2), k++) {
    if (rest % 2 === 1) p = multModP(X2N[k % 32] ?? 0, p);
  }
  return p;
}

/** The CRC-32 of A followed by B from the CRCs of A and B and B's length (zlib's crc32_combine). */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multModP(shiftBytes(lengthB), crcA) ^ crcB) >>> 0;
}
