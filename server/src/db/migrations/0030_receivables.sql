CREATE TABLE "abono_aplicaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"abono_id" integer NOT NULL,
	"factura_id" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	CONSTRAINT "abono_aplicaciones_key" UNIQUE("abono_id","factura_id"),
	CONSTRAINT "abono_aplicaciones_monto_check" CHECK ("abono_aplicaciones"."monto" > 0)
);
--> statement-breakpoint
CREATE TABLE "abono_retenciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"abono_id" integer NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	CONSTRAINT "abono_retenciones_key" UNIQUE("abono_id","tipo"),
	CONSTRAINT "abono_retenciones_tipo_check" CHECK ("abono_retenciones"."tipo" in ('retefuente', 'reteiva', 'reteica')),
	CONSTRAINT "abono_retenciones_monto_check" CHECK ("abono_retenciones"."monto" > 0)
);
--> statement-breakpoint
CREATE TABLE "abonos" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"prefijo" varchar(10) NOT NULL,
	"numero" integer NOT NULL,
	"fecha" date NOT NULL,
	"forma_pago_id" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"total_retenciones" numeric(14, 2) DEFAULT '0' NOT NULL,
	"referencia" varchar(120),
	"caja_movimiento_id" bigint NOT NULL,
	"pago_movimiento_id" bigint NOT NULL,
	"retencion_movimiento_id" bigint,
	"estado" varchar(10) DEFAULT 'vigente' NOT NULL,
	"motivo_anulacion" varchar(300),
	"anulado_at" timestamp with time zone,
	"anulado_by" integer,
	"devolucion_movimiento_id" bigint,
	"clave_idempotencia" varchar(80),
	"huella" varchar(64),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abonos_hotel_numero_key" UNIQUE("hotel_id","prefijo","numero"),
	CONSTRAINT "abonos_monto_check" CHECK ("abonos"."monto" > 0 and "abonos"."total_retenciones" >= 0),
	CONSTRAINT "abonos_estado_check" CHECK ("abonos"."estado" in ('vigente', 'anulado')),
	CONSTRAINT "abonos_anulado_check" CHECK (("abonos"."estado" = 'anulado') = ("abonos"."anulado_at" is not null and "abonos"."motivo_anulacion" is not null and "abonos"."devolucion_movimiento_id" is not null)),
	CONSTRAINT "abonos_retencion_check" CHECK (("abonos"."total_retenciones" > 0) = ("abonos"."retencion_movimiento_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "cuota_plan_facturas" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"factura_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cuota_planes" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"aplicado_inicial" numeric(14, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cuota_planes_aplicado_check" CHECK ("cuota_planes"."aplicado_inicial" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cuotas" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"fecha" date NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	CONSTRAINT "cuotas_plan_numero_key" UNIQUE("plan_id","numero"),
	CONSTRAINT "cuotas_monto_check" CHECK ("cuotas"."monto" > 0 and "cuotas"."numero" > 0)
);
--> statement-breakpoint
ALTER TABLE "facturas" ADD COLUMN "total_abonos" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "credito_aprobado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "limite_credito" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "plazo_dias" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "contacto_cobro" varchar(200);--> statement-breakpoint
ALTER TABLE "abono_aplicaciones" ADD CONSTRAINT "abono_aplicaciones_abono_id_abonos_id_fk" FOREIGN KEY ("abono_id") REFERENCES "public"."abonos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abono_aplicaciones" ADD CONSTRAINT "abono_aplicaciones_factura_id_facturas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abono_retenciones" ADD CONSTRAINT "abono_retenciones_abono_id_abonos_id_fk" FOREIGN KEY ("abono_id") REFERENCES "public"."abonos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonos" ADD CONSTRAINT "abonos_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonos" ADD CONSTRAINT "abonos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonos" ADD CONSTRAINT "abonos_forma_pago_id_formas_pago_id_fk" FOREIGN KEY ("forma_pago_id") REFERENCES "public"."formas_pago"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonos" ADD CONSTRAINT "abonos_caja_movimiento_id_caja_movimientos_id_fk" FOREIGN KEY ("caja_movimiento_id") REFERENCES "public"."caja_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonos" ADD CONSTRAINT "abonos_pago_movimiento_id_cuenta_movimientos_id_fk" FOREIGN KEY ("pago_movimiento_id") REFERENCES "public"."cuenta_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonos" ADD CONSTRAINT "abonos_retencion_movimiento_id_cuenta_movimientos_id_fk" FOREIGN KEY ("retencion_movimiento_id") REFERENCES "public"."cuenta_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonos" ADD CONSTRAINT "abonos_anulado_by_usuarios_id_fk" FOREIGN KEY ("anulado_by") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonos" ADD CONSTRAINT "abonos_devolucion_movimiento_id_caja_movimientos_id_fk" FOREIGN KEY ("devolucion_movimiento_id") REFERENCES "public"."caja_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonos" ADD CONSTRAINT "abonos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuota_plan_facturas" ADD CONSTRAINT "cuota_plan_facturas_plan_id_cuota_planes_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."cuota_planes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuota_plan_facturas" ADD CONSTRAINT "cuota_plan_facturas_factura_id_facturas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuota_planes" ADD CONSTRAINT "cuota_planes_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuota_planes" ADD CONSTRAINT "cuota_planes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuota_planes" ADD CONSTRAINT "cuota_planes_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuotas" ADD CONSTRAINT "cuotas_plan_id_cuota_planes_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."cuota_planes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abono_aplicaciones_factura_idx" ON "abono_aplicaciones" USING btree ("factura_id");--> statement-breakpoint
CREATE UNIQUE INDEX "abonos_idempotencia_key" ON "abonos" USING btree ("hotel_id","clave_idempotencia");--> statement-breakpoint
CREATE INDEX "abonos_hotel_cliente_idx" ON "abonos" USING btree ("hotel_id","cliente_id","fecha");--> statement-breakpoint
CREATE INDEX "abonos_hotel_fecha_idx" ON "abonos" USING btree ("hotel_id","fecha");--> statement-breakpoint
CREATE INDEX "abonos_cliente_idx" ON "abonos" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "abonos_forma_pago_idx" ON "abonos" USING btree ("forma_pago_id");--> statement-breakpoint
CREATE UNIQUE INDEX "abonos_caja_movimiento_key" ON "abonos" USING btree ("caja_movimiento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "abonos_devolucion_key" ON "abonos" USING btree ("devolucion_movimiento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "abonos_pago_movimiento_key" ON "abonos" USING btree ("pago_movimiento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "abonos_retencion_movimiento_key" ON "abonos" USING btree ("retencion_movimiento_id");--> statement-breakpoint
CREATE INDEX "abonos_creado_por_idx" ON "abonos" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "abonos_anulado_por_idx" ON "abonos" USING btree ("anulado_by");--> statement-breakpoint
CREATE UNIQUE INDEX "cuota_plan_facturas_factura_key" ON "cuota_plan_facturas" USING btree ("factura_id");--> statement-breakpoint
CREATE INDEX "cuota_plan_facturas_plan_idx" ON "cuota_plan_facturas" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "cuota_planes_hotel_cliente_idx" ON "cuota_planes" USING btree ("hotel_id","cliente_id");--> statement-breakpoint
CREATE INDEX "cuota_planes_cliente_idx" ON "cuota_planes" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "cuota_planes_creado_por_idx" ON "cuota_planes" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "facturas_cartera_idx" ON "facturas" USING btree ("hotel_id","cliente_id","vencimiento") WHERE "facturas"."forma" = 'credito';--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_abonos_check" CHECK ("facturas"."total_abonos" >= 0 and "facturas"."total_abonos" <= "facturas"."total" + "facturas"."total_debitos");--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_limite_credito_check" CHECK ("clientes"."limite_credito" is null or "clientes"."limite_credito" >= 0);--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_plazo_check" CHECK ("clientes"."plazo_dias" in (0, 15, 30, 45, 60));--> statement-breakpoint
-- Companies that already have a credit account were given credit before the approval existed: it stays theirs.
UPDATE "clientes" SET "credito_aprobado" = true WHERE "id" IN (SELECT "cliente_id" FROM "cuentas" WHERE "tipo" = 'empresa');
