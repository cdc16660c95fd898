/**
 * Electronic invoicing switched on for the check-out bench's hotel (checkout-seed.ts), as an
 * administrator would: the hotel's RUT data and DIAN resolution key, then — through the API — the
 * software, the certificate (.p12 of the test chain) and `emitir`. With a local fake DIAN that
 * checks and accepts what it gets. Shared by `bench/checkout.ts` (electronic invoicing on/off) and
 * `test/e-invoicing-processes.test.ts` (several server processes sending one queue).
 */
import { fork } from 'node:child_process';
import { nitCheckDigit } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { readP12 } from '../src/modules/e-invoicing/certificate/p12';
import { startFakeDian, type TFakeDian } from '../test/helpers/fake-dian';
import { type TTestPki, testPki } from '../test/helpers/test-certificates';

export const E_INVOICING = {
  /** POSADA_SECRET_KEY of every process. */
  secretKey: 'clave-del-servidor-de-las-pruebas-de-carga-0123456789',
  /** The NIT the test chain's hotel certificate carries. */
  nit: '900373076',
  software: '56f2ae4e-9812-4fad-9255-08fcfcbf6f84',
  pin: '75315',
  technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
} as const;

/** What the fake DIAN must know of the test chain: the roots it trusts and its own .p12. */
export type TBenchPki = Pick<TTestPki, 'password' | 'dianP12'> & { roots: string[] };

const benchPki = (): TBenchPki => {
  const pki = testPki();
  return {
    roots: [pki.root.certPem, pki.intermediate.certPem],
    dianP12: pki.dianP12,
    password: pki.password,
  };
};

/**
 * A fake DIAN on loopback that trusts the test chain (this process's, unless given) and knows the
 * hotel's software and key.
 */
export function startBenchDian(options: { xmlsec?: boolean; pki?: TBenchPki } = {}): Promise<TFakeDian> {
  const pki = options.pki ?? benchPki();
  return startFakeDian({
    keys: {
      technicalKey: E_INVOICING.technicalKey,
      pins: { [E_INVOICING.software]: E_INVOICING.pin },
      trustedRoots: pki.roots,
    },
    dian: readP12(pki.dianP12, pki.password),
    ...(options.xmlsec ? { xmlsecTrusted: pki.roots.slice(0, 1) } : {}),
  });
}

/**
 * The hotel as its RUT says (the certificate's NIT, an address in Bogotá), its resolution with the
 * technical key, and the configuration permission for the bench's receptionists' role (so one of
 * them can switch it on: log in after this).
 */
export async function prepareHotel(db: Db, hotelId: number): Promise<void> {
  await db.execute(sql`
    update hoteles set nit = ${E_INVOICING.nit}, dv = ${nitCheckDigit(E_INVOICING.nit)},
      razon_social = 'Hotel Posada del Río S.A.S.', direccion = 'Carrera 7 # 12-45',
      ciudad_id = (select id from ciudades where codigo = '11001')
    where id = ${hotelId}`);
  await db.execute(sql`
    update resoluciones_facturacion set clave_tecnica = ${E_INVOICING.technicalKey} where hotel_id = ${hotelId}`);
  await db.execute(sql`
    insert into rol_permisos (rol_id, permiso_id)
    select r.id, p.id from roles r, permisos p
    where r.nombre = 'Salidas benchmark' and p.code = 'configuraciones.editar'
    on conflict do nothing`);
}

const bearer = (token: string) => ({
  authorization: token.startsWith('Bearer ') ? token : `Bearer ${token}`,
});

async function check(what: string, res: Response) {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${await res.text()}`);
}

/** The hotel's electronic-invoicing settings through the API, `emitir` on or off. */
export async function configure(api: string, token: string, emitir: boolean): Promise<void> {
  const res = await fetch(`${api}/facturacionElectronica/configurar`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({
      ambiente: 'pruebas',
      software_id: E_INVOICING.software,
      pin: E_INVOICING.pin,
      tipo_organizacion: '1',
      responsabilidades: ['O-13', 'O-23'],
      tributo: '01',
      emitir,
    }),
  });
  await check(`configurar (emitir ${emitir})`, res);
}

/** Software, certificate and `emitir` through the API (`api`: …/api), as a user of the hotel. */
export async function switchOn(api: string, token: string): Promise<void> {
  const pki = testPki();
  await configure(api, token, false);
  const form = new FormData();
  form.append('clave', pki.password);
  form.append(
    'certificado',
    new Blob([new Uint8Array(pki.hotelP12)], { type: 'application/x-pkcs12' }),
    'firma.p12',
  );
  await check(
    'certificado',
    await fetch(`${api}/facturacionElectronica/certificado`, {
      method: 'POST',
      headers: bearer(token),
      body: form,
    }),
  );
  await configure(api, token, true);
}

/**
 * The fake DIAN in a child process (bench/fake-dian-process.ts), trusting this process's test
 * chain: its URL, its counts, its end.
 */
export async function forkFakeDian() {
  const child = fork(new URL('./fake-dian-process.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
  const next = <T>() => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)));
  // The child trusts this process's test chain (each process makes its own).
  const pki = benchPki();
  child.send({ ...pki, dianP12: pki.dianP12.toString('base64') });
  const { url } = await next<{ url: string }>();
  return {
    url,
    counts: () => {
      const answer = next<{ received: number; accepted: number; cpuMs: number }>();
      child.send('counts');
      return answer;
    },
    close: () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      return exited;
    },
  };
}
