import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test/factories';
import { ApiError } from './api';
import { openDocument } from './open-document';
import { setSession } from './session';

const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]); // %PDF

function serve(response: () => Response) {
  const calls: { url: string; headers: Headers }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), headers: new Headers(init?.headers) });
      return response();
    }),
  );
  return calls;
}

/**
 * A blob's bytes. Under Node 24 the test environment's Blob is jsdom's, which has no
 * arrayBuffer(); jsdom's FileReader reads it (Node 20 hands Node's Blob, which has one).
 */
async function bytesOf(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

function fakeTab() {
  const tab = { document: { title: '' }, location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}

describe('opening a document of the server in a new tab', () => {
  afterEach(() => vi.useRealTimers());

  it('opens the tab inside the click, fetches with the session and shows the bytes in it', async () => {
    setSession('tok-9', makeUser([]));
    const calls = serve(() => new Response(pdf, { headers: { 'Content-Type': 'application/pdf' } }));
    const tab = fakeTab();
    const made: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:factura';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const opening = openDocument('/facturaPdf/7', 'factura.pdf', { formato: 'tirilla' });
    // The tab exists before the download ends: a tab opened later would be a blocked pop-up.
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await opening;
    expect(calls[0]?.url).toBe('/api/facturaPdf/7?formato=tirilla');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(tab.location.href).toBe('blob:factura');
    expect(made[0]?.type).toBe('application/pdf');
    expect(await bytesOf(made[0] as Blob)).toEqual(pdf);
  });

  it('closes the tab and throws the server’s Spanish message when the call is refused', async () => {
    setSession('tok-9', makeUser([]));
    serve(() => new Response(JSON.stringify({ message: 'La factura no existe' }), { status: 404 }));
    const tab = fakeTab();
    const failure = await openDocument('/facturaPdf/8', 'factura.pdf').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('La factura no existe');
    expect((failure as ApiError).status).toBe(404);
    expect(tab.close).toHaveBeenCalled();
  });

  it('offers the document as a download when the browser blocks the tab', async () => {
    setSession('tok-9', makeUser([]));
    serve(() => new Response(pdf, { headers: { 'Content-Type': 'application/pdf' } }));
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:descarga');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const links: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      links.push(this);
    });
    await openDocument('/facturaPdf/7', 'factura-SETP990000001.pdf');
    expect(links[0]?.download).toBe('factura-SETP990000001.pdf');
    expect(links[0]?.href).toBe('blob:descarga');
  });
});
