import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { TRackResponse } from '@posada/contracts';
import type { RackStamp } from './rack.repository';

const gzipAsync = promisify(gzip);

/** The rack's answer as bytes, plain and gzip-compressed once (≈ 10 × smaller for 500 rooms). */
export interface RackPayload {
  json: Buffer;
  gzip: Buffer;
}

/** What the rack route sends: the tag, and the bytes unless the caller already holds them (304). */
export interface RackAnswer {
  etag: string;
  payload: RackPayload | null;
}

export const rackEtag = (hotelId: number, stamp: RackStamp) =>
  `"rack-${hotelId}-${stamp.version}-${stamp.hoy}"`;

export async function packRack(body: TRackResponse): Promise<RackPayload> {
  const json = Buffer.from(JSON.stringify(body));
  return { json, gzip: await gzipAsync(json) };
}
