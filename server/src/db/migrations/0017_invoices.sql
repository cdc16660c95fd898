CREATE TABLE "factura_impuestos" (
	"id" serial PRIMARY KEY NOT NULL,
	"factura_id" integer NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"porcentaje" numeric(14, 2) NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"base" numeric(14, 2) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	CONSTRAINT "factura_impuestos_key" UNIQUE("factura_id","tipo","porcentaje"),
	CONSTRAINT "factura_impuestos_tipo_check" CHECK ("factura_impuestos"."tipo" in ('IVA', 'INC', 'otro', 'excluido'))
);
--> statement-breakpoint
CREATE TABLE "factura_lineas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"factura_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"descripcion" varchar(200) NOT NULL,
	"producto_id" integer,
	"cuenta_movimiento_id" bigint,
	"alojamiento" boolean DEFAULT false NOT NULL,
	"cantidad" numeric(14, 3) NOT NULL,
	"precio_unitario" numeric(14, 2) NOT NULL,
	"descuento" numeric(14, 2) DEFAULT '0' NOT NULL,
	"base" numeric(14, 2) NOT NULL,
	"total_impuestos" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"impuestos" jsonb NOT NULL,
	"cantidad_anulada" numeric(14, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "factura_lineas_orden_key" UNIQUE("factura_id","orden"),
	CONSTRAINT "factura_lineas_cantidad_check" CHECK ("factura_lineas"."cantidad" > 0 and "factura_lineas"."cantidad_anulada" between 0 and "factura_lineas"."cantidad"),
	CONSTRAINT "factura_lineas_valores_check" CHECK ("factura_lineas"."precio_unitario" >= 0 and "factura_lineas"."descuento" >= 0 and "factura_lineas"."base" >= 0 and "factura_lineas"."total" = "factura_lineas"."base" + "factura_lineas"."total_impuestos")
);
--> statement-breakpoint
CREATE TABLE "factura_movimientos" (
	"movimiento_id" bigint PRIMARY KEY NOT NULL,
	"factura_id" integer NOT NULL,
	"motivo" varchar(10) NOT NULL,
	CONSTRAINT "factura_movimientos_motivo_check" CHECK ("factura_movimientos"."motivo" in ('ajuste', 'credito', 'nota'))
);
--> statement-breakpoint
CREATE TABLE "factura_pagos" (
	"id" serial PRIMARY KEY NOT NULL,
	"factura_id" integer NOT NULL,
	"forma_pago_id" integer,
	"nombre" varchar(80) NOT NULL,
	"medio_dian" varchar(4),
	"monto" numeric(14, 2) NOT NULL,
	"caja_movimiento_id" bigint,
	CONSTRAINT "factura_pagos_monto_check" CHECK ("factura_pagos"."monto" > 0)
);
--> statement-breakpoint
CREATE TABLE "facturas" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"resolucion_id" integer,
	"prefijo" varchar(10),
	"numero" integer,
	"resolucion_texto" text,
	"fecha" date NOT NULL,
	"emitida_at" timestamp with time zone DEFAULT now() NOT NULL,
	"zona_horaria" varchar(60) NOT NULL,
	"cuenta_id" integer NOT NULL,
	"estancia_id" integer,
	"cliente_id" integer,
	"comprador_tipo_documento" varchar(10) NOT NULL,
	"comprador_documento" varchar(20) NOT NULL,
	"comprador_dv" varchar(1),
	"comprador_nombre" varchar(240) NOT NULL,
	"comprador_direccion" varchar(200),
	"comprador_email" varchar(160),
	"comprador_telefono" varchar(40),
	"forma" varchar(8) NOT NULL,
	"vencimiento" date,
	"bruto" numeric(14, 2) NOT NULL,
	"descuentos" numeric(14, 2) NOT NULL,
	"base" numeric(14, 2) NOT NULL,
	"total_impuestos" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"cambio" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_notas" numeric(14, 2) DEFAULT '0' NOT NULL,
	"estado" varchar(10) DEFAULT 'emitida' NOT NULL,
	"exencion" jsonb,
	"nota_exencion" text,
	"observaciones" text,
	"clave_idempotencia" varchar(80),
	"huella" varchar(64),
	"created_by" integer,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(coalesce(prefijo, '') || coalesce(numero::text, '') || ' ' || comprador_nombre || ' ' || comprador_documento), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')) STORED,
	CONSTRAINT "facturas_hotel_numero_key" UNIQUE("hotel_id","prefijo","numero"),
	CONSTRAINT "facturas_forma_check" CHECK ("facturas"."forma" in ('contado', 'credito')),
	CONSTRAINT "facturas_vencimiento_check" CHECK (("facturas"."forma" = 'credito') = ("facturas"."vencimiento" is not null)),
	CONSTRAINT "facturas_estado_check" CHECK ("facturas"."estado" in ('emitida', 'anulada')),
	CONSTRAINT "facturas_totales_check" CHECK ("facturas"."total" = "facturas"."base" + "facturas"."total_impuestos" and "facturas"."base" >= 0 and "facturas"."total_impuestos" >= 0 and "facturas"."cambio" >= 0),
	CONSTRAINT "facturas_notas_check" CHECK ("facturas"."total_notas" >= 0 and "facturas"."total_notas" <= "facturas"."total")
);
--> statement-breakpoint
CREATE TABLE "nota_credito_lineas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"nota_credito_id" integer NOT NULL,
	"factura_linea_id" bigint NOT NULL,
	"cantidad" numeric(14, 3) NOT NULL,
	"base" numeric(14, 2) NOT NULL,
	"total_impuestos" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"impuestos" jsonb NOT NULL,
	CONSTRAINT "nota_credito_lineas_check" CHECK ("nota_credito_lineas"."cantidad" > 0 and "nota_credito_lineas"."total" = "nota_credito_lineas"."base" + "nota_credito_lineas"."total_impuestos")
);
--> statement-breakpoint
CREATE TABLE "notas_credito" (
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
	"caja_movimiento_id" bigint,
	"created_by" integer,
	CONSTRAINT "notas_credito_hotel_numero_key" UNIQUE("hotel_id","prefijo","numero"),
	CONSTRAINT "notas_credito_totales_check" CHECK ("notas_credito"."total" = "notas_credito"."base" + "notas_credito"."total_impuestos" and "notas_credito"."total" > 0)
);
--> statement-breakpoint
ALTER TABLE "factura_impuestos" ADD CONSTRAINT "factura_impuestos_factura_id_facturas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_lineas" ADD CONSTRAINT "factura_lineas_factura_id_facturas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_lineas" ADD CONSTRAINT "factura_lineas_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_lineas" ADD CONSTRAINT "factura_lineas_cuenta_movimiento_id_cuenta_movimientos_id_fk" FOREIGN KEY ("cuenta_movimiento_id") REFERENCES "public"."cuenta_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_movimientos" ADD CONSTRAINT "factura_movimientos_movimiento_id_cuenta_movimientos_id_fk" FOREIGN KEY ("movimiento_id") REFERENCES "public"."cuenta_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_movimientos" ADD CONSTRAINT "factura_movimientos_factura_id_facturas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_pagos" ADD CONSTRAINT "factura_pagos_factura_id_facturas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_pagos" ADD CONSTRAINT "factura_pagos_forma_pago_id_formas_pago_id_fk" FOREIGN KEY ("forma_pago_id") REFERENCES "public"."formas_pago"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_pagos" ADD CONSTRAINT "factura_pagos_caja_movimiento_id_caja_movimientos_id_fk" FOREIGN KEY ("caja_movimiento_id") REFERENCES "public"."caja_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_resolucion_id_resoluciones_facturacion_id_fk" FOREIGN KEY ("resolucion_id") REFERENCES "public"."resoluciones_facturacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_cuenta_id_cuentas_id_fk" FOREIGN KEY ("cuenta_id") REFERENCES "public"."cuentas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_estancia_id_estancias_id_fk" FOREIGN KEY ("estancia_id") REFERENCES "public"."estancias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_credito_lineas" ADD CONSTRAINT "nota_credito_lineas_nota_credito_id_notas_credito_id_fk" FOREIGN KEY ("nota_credito_id") REFERENCES "public"."notas_credito"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota_credito_lineas" ADD CONSTRAINT "nota_credito_lineas_factura_linea_id_factura_lineas_id_fk" FOREIGN KEY ("factura_linea_id") REFERENCES "public"."factura_lineas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_credito" ADD CONSTRAINT "notas_credito_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_credito" ADD CONSTRAINT "notas_credito_factura_id_facturas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_credito" ADD CONSTRAINT "notas_credito_caja_movimiento_id_caja_movimientos_id_fk" FOREIGN KEY ("caja_movimiento_id") REFERENCES "public"."caja_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_credito" ADD CONSTRAINT "notas_credito_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "factura_lineas_producto_idx" ON "factura_lineas" USING btree ("producto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "factura_lineas_movimiento_key" ON "factura_lineas" USING btree ("cuenta_movimiento_id");--> statement-breakpoint
CREATE INDEX "factura_movimientos_factura_idx" ON "factura_movimientos" USING btree ("factura_id");--> statement-breakpoint
CREATE INDEX "factura_pagos_factura_idx" ON "factura_pagos" USING btree ("factura_id");--> statement-breakpoint
CREATE INDEX "factura_pagos_forma_pago_idx" ON "factura_pagos" USING btree ("forma_pago_id");--> statement-breakpoint
CREATE INDEX "factura_pagos_movimiento_idx" ON "factura_pagos" USING btree ("caja_movimiento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "facturas_idempotencia_key" ON "facturas" USING btree ("hotel_id","clave_idempotencia");--> statement-breakpoint
CREATE INDEX "facturas_hotel_fecha_idx" ON "facturas" USING btree ("hotel_id","fecha","id");--> statement-breakpoint
CREATE INDEX "facturas_hotel_estado_idx" ON "facturas" USING btree ("hotel_id","estado","fecha");--> statement-breakpoint
CREATE INDEX "facturas_hotel_forma_idx" ON "facturas" USING btree ("hotel_id","forma","fecha");--> statement-breakpoint
CREATE INDEX "facturas_busqueda_idx" ON "facturas" USING gin (to_tsvector('simple', "busqueda"));--> statement-breakpoint
CREATE INDEX "facturas_hotel_documento_idx" ON "facturas" USING btree ("hotel_id","comprador_documento");--> statement-breakpoint
CREATE INDEX "facturas_estancia_idx" ON "facturas" USING btree ("estancia_id");--> statement-breakpoint
CREATE INDEX "facturas_cuenta_idx" ON "facturas" USING btree ("cuenta_id");--> statement-breakpoint
CREATE INDEX "facturas_cliente_idx" ON "facturas" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "facturas_resolucion_idx" ON "facturas" USING btree ("resolucion_id");--> statement-breakpoint
CREATE INDEX "facturas_creado_por_idx" ON "facturas" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "nota_credito_lineas_nota_idx" ON "nota_credito_lineas" USING btree ("nota_credito_id");--> statement-breakpoint
CREATE INDEX "nota_credito_lineas_linea_idx" ON "nota_credito_lineas" USING btree ("factura_linea_id");--> statement-breakpoint
CREATE INDEX "notas_credito_factura_idx" ON "notas_credito" USING btree ("factura_id");--> statement-breakpoint
CREATE INDEX "notas_credito_hotel_fecha_idx" ON "notas_credito" USING btree ("hotel_id","fecha");--> statement-breakpoint
CREATE INDEX "notas_credito_movimiento_idx" ON "notas_credito" USING btree ("caja_movimiento_id");--> statement-breakpoint
CREATE INDEX "notas_credito_creado_por_idx" ON "notas_credito" USING btree ("created_by");--> statement-breakpoint
-- An invoice is written first and numbered last in its transaction (the DIAN resolution's lock is
-- then held only to the commit): at the commit it must have its number.
CREATE FUNCTION "facturas_numerada"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "facturas" WHERE "id" = NEW."id" AND ("numero" IS NULL OR "prefijo" IS NULL OR "resolucion_id" IS NULL OR "resolucion_texto" IS NULL)) THEN
    RAISE EXCEPTION 'La factura % quedó sin número', NEW."id" USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "facturas_numerada" AFTER INSERT OR UPDATE ON "facturas"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "facturas_numerada"();
