import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { ciudades, paises, tiposDocumento } from '../../src/db/schema';

/** Ids of seeded catalog rows by their codes, for request bodies. */
export async function catalogIds(db: Db) {
  const docs = new Map((await db.select().from(tiposDocumento)).map((d) => [d.abreviatura, d.id]));
  const [co] = await db.select().from(paises).where(eq(paises.codigo, 'CO'));
  const [medellin] = await db.select().from(ciudades).where(eq(ciudades.codigo, '05001'));
  const doc = (abbreviation: string) => {
    const id = docs.get(abbreviation);
    if (!id) throw new Error(`tipo de documento ${abbreviation}`);
    return id;
  };
  return { doc, colombia: co?.id ?? 0, medellin: medellin?.id ?? 0 };
}
