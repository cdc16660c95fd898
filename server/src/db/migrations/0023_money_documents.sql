CREATE TABLE "saldo_favor_movimientos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"saldo_favor_id" integer NOT NULL,
	"tipo" varchar(16) NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"saldo" numeric(14, 2) NOT NULL,
	"concepto" varchar(300) NOT NULL,
	"nota_credito_id" integer,
	"caja_movimiento_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saldo_favor_movimientos_tipo_check" CHECK ("saldo_favor_movimientos"."tipo" in ('nota_credito', 'devolucion')),
	CONSTRAINT "saldo_favor_movimientos_saldo_check" CHECK ("saldo_favor_movimientos"."saldo" >= 0),
	CONSTRAINT "saldo_favor_movimientos_nota_check" CHECK (("saldo_favor_movimientos"."tipo" = 'nota_credito') = ("saldo_favor_movimientos"."nota_credito_id" is not null) and ("saldo_favor_movimientos"."tipo" <> 'nota_credito' or "saldo_favor_movimientos"."monto" > 0)),
	CONSTRAINT "saldo_favor_movimientos_devolucion_check" CHECK (("saldo_favor_movimientos"."tipo" = 'devolucion') = ("saldo_favor_movimientos"."caja_movimiento_id" is not null) and ("saldo_favor_movimientos"."tipo" <> 'devolucion' or "saldo_favor_movimientos"."monto" < 0))
);
--> statement-breakpoint
CREATE TABLE "saldos_favor" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"saldo" numeric(14, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saldos_favor_hotel_cliente_key" UNIQUE("hotel_id","cliente_id"),
	CONSTRAINT "saldos_favor_saldo_check" CHECK ("saldos_favor"."saldo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "configuraciones" ADD COLUMN "valor_uso_dia" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "saldo_favor_movimientos" ADD CONSTRAINT "saldo_favor_movimientos_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldo_favor_movimientos" ADD CONSTRAINT "saldo_favor_movimientos_saldo_favor_id_saldos_favor_id_fk" FOREIGN KEY ("saldo_favor_id") REFERENCES "public"."saldos_favor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldo_favor_movimientos" ADD CONSTRAINT "saldo_favor_movimientos_nota_credito_id_notas_credito_id_fk" FOREIGN KEY ("nota_credito_id") REFERENCES "public"."notas_credito"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldo_favor_movimientos" ADD CONSTRAINT "saldo_favor_movimientos_caja_movimiento_id_caja_movimientos_id_fk" FOREIGN KEY ("caja_movimiento_id") REFERENCES "public"."caja_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldo_favor_movimientos" ADD CONSTRAINT "saldo_favor_movimientos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldos_favor" ADD CONSTRAINT "saldos_favor_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldos_favor" ADD CONSTRAINT "saldos_favor_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saldo_favor_movimientos_nota_key" ON "saldo_favor_movimientos" USING btree ("nota_credito_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saldo_favor_movimientos_caja_key" ON "saldo_favor_movimientos" USING btree ("caja_movimiento_id");--> statement-breakpoint
CREATE INDEX "saldo_favor_movimientos_saldo_idx" ON "saldo_favor_movimientos" USING btree ("saldo_favor_id","created_at");--> statement-breakpoint
CREATE INDEX "saldo_favor_movimientos_hotel_idx" ON "saldo_favor_movimientos" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "saldo_favor_movimientos_creado_por_idx" ON "saldo_favor_movimientos" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "saldos_favor_hotel_pendiente_idx" ON "saldos_favor" USING btree ("hotel_id","updated_at") WHERE "saldos_favor"."saldo" > 0;--> statement-breakpoint
CREATE INDEX "saldos_favor_cliente_idx" ON "saldos_favor" USING btree ("cliente_id");--> statement-breakpoint
ALTER TABLE "configuraciones" ADD CONSTRAINT "configuraciones_uso_dia_check" CHECK ("configuraciones"."valor_uso_dia" is null or "configuraciones"."valor_uso_dia" > 0);--> statement-breakpoint
-- Hand-written. One base on an invoice (issue 32, item 5): the figure before discounts is the
-- base the taxes were computed on plus the discounts, so the printed figures add up; invoices
-- issued before stored the unrounded quantity × price there.
UPDATE "facturas" SET "bruto" = "base" + "descuentos" WHERE "bruto" <> "base" + "descuentos";--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_bruto_check" CHECK ("facturas"."bruto" = "facturas"."base" + "facturas"."descuentos");--> statement-breakpoint
-- A charge moved in keeps its own concept (issue 32, item 4): where it came from is the move's
-- link, shown on the account; the guest's invoice names the product only.
UPDATE "cuenta_movimientos" SET "concepto" = regexp_replace("concepto", '( \(de la cuenta \d+\))+$', '')
	WHERE "traslado" IS NOT NULL AND "concepto" ~ ' \(de la cuenta \d+\)$';--> statement-breakpoint
UPDATE "cuenta_movimientos" SET "concepto" = regexp_replace("concepto", '^(Trasladado a la cuenta \d+: )+', '')
	WHERE "traslado" = 'salida' AND "concepto" ~ '^Trasladado a la cuenta \d+: ';--> statement-breakpoint
-- The new permissions in the catalog now (the seed keeps their text up to date), given to the
-- roles that do the same work, as the base roles get them on a new database: refunding a balance
-- in favour to those who open a register and take payments, the day-use charge to those who check out.
INSERT INTO "permisos" ("code", "modulo", "descripcion") VALUES
	('facturas.devolver', 'facturas', 'Devolver por caja saldos a favor de clientes (notas crédito)'),
	('rack.uso_dia', 'rack', 'Cobrar el uso del día al desocupar el mismo día de la llegada')
	ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
INSERT INTO "rol_permisos" ("rol_id", "permiso_id")
	SELECT rp."rol_id", d."id" FROM "rol_permisos" rp
	JOIN "permisos" c ON c."id" = rp."permiso_id" AND c."code" = 'cajas.abrir'
	JOIN "rol_permisos" rp2 ON rp2."rol_id" = rp."rol_id"
	JOIN "permisos" c2 ON c2."id" = rp2."permiso_id" AND c2."code" = 'cuentas.pagar'
	CROSS JOIN "permisos" d WHERE d."code" = 'facturas.devolver'
	ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "rol_permisos" ("rol_id", "permiso_id")
	SELECT rp."rol_id", d."id" FROM "rol_permisos" rp
	JOIN "permisos" c ON c."id" = rp."permiso_id" AND c."code" = 'rack.desocupar'
	CROSS JOIN "permisos" d WHERE d."code" = 'rack.uso_dia'
	ON CONFLICT DO NOTHING;
