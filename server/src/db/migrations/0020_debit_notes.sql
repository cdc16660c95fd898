CREATE TABLE "nota_debito_lineas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"nota_debito_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"concepto" varchar(200) NOT NULL,
	"cantidad" numeric(14, 3) NOT NULL,
	"precio_unitario" numeric(14, 2) NOT NULL,
	"base" numeric(14, 2) NOT NULL,
	"total_impuestos" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"impuestos" jsonb NOT NULL,
	CONSTRAINT "nota_debito_lineas_orden_key" UNIQUE("nota_debito_id","orden"),
	CONSTRAINT "nota_debito_lineas_check" CHECK ("nota_debito_lineas"."cantidad" > 0 and "nota_debito_lineas"."precio_unitario" >= 0 and "nota_debito_lineas"."total" = "nota_debito_lineas"."base" + "nota_debito_lineas"."total_impuestos")
);
--> statement-breakpoint
CREATE TABLE "notas_debito" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"factura_id" integer NOT NULL,
	"prefijo" varchar(10) NOT NULL,
	"numero" integer NOT NULL,
	"fecha" date NOT NULL,
	"emitida_at" timestamp with time zone DEFAULT now() NOT NULL,
	"motivo" varchar(300) NOT NULL,
	"base" numeric(14, 2) NOT NULL,
	"total_impuestos" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"cuenta_movimiento_id" bigint,
	"created_by" integer,
	CONSTRAINT "notas_debito_hotel_numero_key" UNIQUE("hotel_id","prefijo","numero"),
	CONSTRAINT "notas_debito_totales_check" CHECK ("notas_debito"."total" = "notas_debito"."base" + "notas_debito"."total_impuestos" and "notas_debito"."total" > 0)
);
--> statement-breakpoint
ALTER TABLE "factura_movimientos" DROP CONSTRAINT "factura_movimientos_motivo_check";--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD COLUMN "descuento_de" bigint;--> statement-breakpoint
ALTER TABLE "facturas" ADD COLUMN "total_debitos" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "nota_debito_lineas" ADD CONSTRAINT "nota_debito_lineas_nota_debito_id_notas_debito_id_fk" FOREIGN KEY ("nota_debito_id") REFERENCES "public"."notas_debito"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_debito" ADD CONSTRAINT "notas_debito_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_debito" ADD CONSTRAINT "notas_debito_factura_id_facturas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_debito" ADD CONSTRAINT "notas_debito_cuenta_movimiento_id_cuenta_movimientos_id_fk" FOREIGN KEY ("cuenta_movimiento_id") REFERENCES "public"."cuenta_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_debito" ADD CONSTRAINT "notas_debito_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notas_debito_factura_idx" ON "notas_debito" USING btree ("factura_id");--> statement-breakpoint
CREATE INDEX "notas_debito_hotel_fecha_idx" ON "notas_debito" USING btree ("hotel_id","fecha");--> statement-breakpoint
CREATE INDEX "notas_debito_movimiento_idx" ON "notas_debito" USING btree ("cuenta_movimiento_id");--> statement-breakpoint
CREATE INDEX "notas_debito_creado_por_idx" ON "notas_debito" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_descuento_de_cuenta_movimientos_id_fk" FOREIGN KEY ("descuento_de") REFERENCES "public"."cuenta_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cuenta_movimientos_descuento_de_idx" ON "cuenta_movimientos" USING btree ("descuento_de");--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_descuento_de_check" CHECK ("cuenta_movimientos"."descuento_de" is null or "cuenta_movimientos"."tipo" = 'descuento');--> statement-breakpoint
ALTER TABLE "factura_movimientos" ADD CONSTRAINT "factura_movimientos_motivo_check" CHECK ("factura_movimientos"."motivo" in ('ajuste', 'credito', 'nota', 'descuento'));--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_debitos_check" CHECK ("facturas"."total_debitos" >= 0);--> statement-breakpoint
-- Hand-written: the new permission in the catalog now (the seed keeps its text up to date), and
-- given to the roles that already invoice on credit, as the base roles get it on a new database.
INSERT INTO "permisos" ("code", "modulo", "descripcion") VALUES
	('facturas.debito', 'facturas', 'Emitir notas débito sobre facturas'),
	('cuentas.descuento', 'cuentas', 'Conceder descuentos sobre cuentas')
	ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
INSERT INTO "rol_permisos" ("rol_id", "permiso_id")
	SELECT rp."rol_id", d."id" FROM "rol_permisos" rp
	JOIN "permisos" c ON c."id" = rp."permiso_id" AND c."code" = 'facturas.credito'
	CROSS JOIN "permisos" d WHERE d."code" = 'facturas.debito'
	ON CONFLICT DO NOTHING;
