CREATE TABLE "estancia_noches" (
	"estancia_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"hotel_id" integer NOT NULL,
	"tarifa_id" integer,
	"valor" numeric(14, 2) NOT NULL,
	"impuesto" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	CONSTRAINT "estancia_noches_estancia_id_fecha_pk" PRIMARY KEY("estancia_id","fecha"),
	CONSTRAINT "estancia_noches_valores_check" CHECK ("estancia_noches"."valor" >= 0 and "estancia_noches"."impuesto" >= 0 and "estancia_noches"."total" = "estancia_noches"."valor" + "estancia_noches"."impuesto")
);
--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD COLUMN "noche_estancia_id" integer;--> statement-breakpoint
ALTER TABLE "cuentas" ADD COLUMN "cuenta_alojamiento_id" integer;--> statement-breakpoint
ALTER TABLE "estancia_noches" ADD CONSTRAINT "estancia_noches_estancia_id_estancias_id_fk" FOREIGN KEY ("estancia_id") REFERENCES "public"."estancias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estancia_noches" ADD CONSTRAINT "estancia_noches_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estancia_noches" ADD CONSTRAINT "estancia_noches_tarifa_id_tarifas_id_fk" FOREIGN KEY ("tarifa_id") REFERENCES "public"."tarifas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estancia_noches_tarifa_idx" ON "estancia_noches" USING btree ("tarifa_id");--> statement-breakpoint
CREATE INDEX "estancia_noches_hotel_idx" ON "estancia_noches" USING btree ("hotel_id","fecha");--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_noche_fk" FOREIGN KEY ("noche_estancia_id","fecha") REFERENCES "public"."estancia_noches"("estancia_id","fecha") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuentas" ADD CONSTRAINT "cuentas_cuenta_alojamiento_id_cuentas_id_fk" FOREIGN KEY ("cuenta_alojamiento_id") REFERENCES "public"."cuentas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cuenta_movimientos_noche_key" ON "cuenta_movimientos" USING btree ("noche_estancia_id","fecha");--> statement-breakpoint
CREATE INDEX "cuentas_alojamiento_idx" ON "cuentas" USING btree ("cuenta_alojamiento_id");--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_noche_check" CHECK ("cuenta_movimientos"."noche_estancia_id" is null or ("cuenta_movimientos"."tipo" = 'cargo' and "cuenta_movimientos"."alojamiento" and "cuenta_movimientos"."fecha" is not null and "cuenta_movimientos"."total" >= 0));--> statement-breakpoint
ALTER TABLE "cuentas" ADD CONSTRAINT "cuentas_alojamiento_check" CHECK ("cuentas"."cuenta_alojamiento_id" is null or ("cuentas"."tipo" = 'estancia' and "cuentas"."cuenta_alojamiento_id" <> "cuentas"."id"));--> statement-breakpoint
-- Backfill (hand-written): a stay in house had all its planned nights charged when it opened. Those
-- standing night charges (not reversals, not moves, not reversed) become its posted nights, so the
-- business-day close and the check-out never charge them again.
INSERT INTO "estancia_noches" ("estancia_id", "fecha", "hotel_id", "tarifa_id", "valor", "impuesto", "total")
SELECT DISTINCT ON (c."estancia_id", m."fecha") c."estancia_id", m."fecha", m."hotel_id", NULL, m."valor", m."impuesto", m."total"
FROM "cuenta_movimientos" m
JOIN "cuentas" c ON c."id" = m."cuenta_id"
JOIN "estancias" e ON e."id" = c."estancia_id"
WHERE e."estado" = 'activa' AND m."tipo" = 'cargo' AND m."alojamiento" AND m."fecha" IS NOT NULL
  AND m."reversa_de" IS NULL AND m."traslado" IS NULL AND m."total" >= 0 AND m."valor" >= 0 AND m."impuesto" >= 0
  AND NOT EXISTS (SELECT 1 FROM "cuenta_movimientos" r WHERE r."reversa_de" = m."id")
ORDER BY c."estancia_id", m."fecha", m."id";--> statement-breakpoint
UPDATE "cuenta_movimientos" m SET "noche_estancia_id" = n."estancia_id"
FROM "estancia_noches" n
WHERE m."id" = (
  SELECT min(x."id") FROM "cuenta_movimientos" x
  JOIN "cuentas" c ON c."id" = x."cuenta_id"
  WHERE c."estancia_id" = n."estancia_id" AND x."fecha" = n."fecha" AND x."tipo" = 'cargo' AND x."alojamiento"
    AND x."reversa_de" IS NULL AND x."traslado" IS NULL AND x."total" >= 0
    AND NOT EXISTS (SELECT 1 FROM "cuenta_movimientos" r WHERE r."reversa_de" = x."id")
);
