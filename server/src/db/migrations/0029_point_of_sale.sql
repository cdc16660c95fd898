CREATE TABLE "puntos_venta" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"bodega_id" integer NOT NULL,
	"regimen" varchar(3) NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "puntos_venta_hotel_nombre_key" UNIQUE("hotel_id","nombre"),
	CONSTRAINT "puntos_venta_tipo_check" CHECK ("puntos_venta"."tipo" in ('restaurante', 'bar', 'tienda', 'minibar', 'lavanderia', 'otro')),
	CONSTRAINT "puntos_venta_regimen_check" CHECK ("puntos_venta"."regimen" in ('inc', 'iva'))
);
--> statement-breakpoint
CREATE TABLE "valores_uvt" (
	"anio" integer PRIMARY KEY NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	CONSTRAINT "valores_uvt_valor_check" CHECK ("valores_uvt"."valor" > 0)
);
--> statement-breakpoint
CREATE TABLE "venta_lineas" (
	"id" serial PRIMARY KEY NOT NULL,
	"venta_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"producto" varchar(160) NOT NULL,
	"cantidad" numeric(14, 3) NOT NULL,
	"precio_unitario" numeric(14, 2) NOT NULL,
	"descuento" numeric(14, 2) DEFAULT '0' NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"impuesto" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"impuestos" jsonb NOT NULL,
	"nota" varchar(200),
	"movimiento_id" bigint,
	CONSTRAINT "venta_lineas_cantidad_check" CHECK ("venta_lineas"."cantidad" > 0),
	CONSTRAINT "venta_lineas_total_check" CHECK ("venta_lineas"."total" = "venta_lineas"."valor" + "venta_lineas"."impuesto")
);
--> statement-breakpoint
CREATE TABLE "venta_pagos" (
	"id" serial PRIMARY KEY NOT NULL,
	"venta_id" integer NOT NULL,
	"forma_pago_id" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"aplicado" numeric(14, 2) NOT NULL,
	"caja_movimiento_id" bigint,
	"devolucion_movimiento_id" bigint,
	CONSTRAINT "venta_pagos_monto_check" CHECK ("venta_pagos"."monto" > 0 and "venta_pagos"."aplicado" >= 0 and "venta_pagos"."aplicado" <= "venta_pagos"."monto" and ("venta_pagos"."aplicado" > 0) = ("venta_pagos"."caja_movimiento_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ventas" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"punto_venta_id" integer NOT NULL,
	"bodega_id" integer NOT NULL,
	"regimen" varchar(3) NOT NULL,
	"documento" varchar(10) NOT NULL,
	"prefijo" varchar(10),
	"numero" integer,
	"resolucion_id" integer,
	"resolucion_texto" text,
	"fecha" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" integer NOT NULL,
	"cliente_id" integer,
	"habitacion_id" integer,
	"cuenta_id" integer,
	"subtotal" numeric(14, 2) NOT NULL,
	"impuesto" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"propina" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pagado" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cambio" numeric(14, 2) DEFAULT '0' NOT NULL,
	"estado" varchar(10) DEFAULT 'emitida' NOT NULL,
	"motivo_anulacion" text,
	"anulada_por" integer,
	"anulada_at" timestamp with time zone,
	"nota_anulacion" varchar(30),
	"existencias" jsonb NOT NULL,
	"clave_idempotencia" varchar(100) NOT NULL,
	"huella" varchar(64) NOT NULL,
	CONSTRAINT "ventas_hotel_numero_key" UNIQUE("hotel_id","documento","prefijo","numero"),
	CONSTRAINT "ventas_documento_check" CHECK ("ventas"."documento" in ('pos', 'factura', 'habitacion')),
	CONSTRAINT "ventas_regimen_check" CHECK ("ventas"."regimen" in ('inc', 'iva')),
	CONSTRAINT "ventas_estado_check" CHECK ("ventas"."estado" in ('emitida', 'anulada')),
	CONSTRAINT "ventas_numero_check" CHECK (("ventas"."documento" = 'habitacion') = ("ventas"."numero" is null) and ("ventas"."documento" = 'habitacion') = ("ventas"."cuenta_id" is not null)),
	CONSTRAINT "ventas_totales_check" CHECK ("ventas"."total" = "ventas"."subtotal" + "ventas"."impuesto" and "ventas"."subtotal" >= 0 and "ventas"."impuesto" >= 0 and "ventas"."propina" >= 0 and "ventas"."cambio" >= 0 and "ventas"."pagado" >= 0),
	CONSTRAINT "ventas_pagado_check" CHECK ("ventas"."documento" = 'habitacion' or "ventas"."pagado" = "ventas"."total" + "ventas"."propina" + "ventas"."cambio")
);
--> statement-breakpoint
ALTER TABLE "puntos_venta" ADD CONSTRAINT "puntos_venta_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puntos_venta" ADD CONSTRAINT "puntos_venta_bodega_id_bodegas_id_fk" FOREIGN KEY ("bodega_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_lineas" ADD CONSTRAINT "venta_lineas_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_lineas" ADD CONSTRAINT "venta_lineas_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_lineas" ADD CONSTRAINT "venta_lineas_movimiento_id_cuenta_movimientos_id_fk" FOREIGN KEY ("movimiento_id") REFERENCES "public"."cuenta_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_pagos" ADD CONSTRAINT "venta_pagos_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_pagos" ADD CONSTRAINT "venta_pagos_forma_pago_id_formas_pago_id_fk" FOREIGN KEY ("forma_pago_id") REFERENCES "public"."formas_pago"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_pagos" ADD CONSTRAINT "venta_pagos_caja_movimiento_id_caja_movimientos_id_fk" FOREIGN KEY ("caja_movimiento_id") REFERENCES "public"."caja_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_pagos" ADD CONSTRAINT "venta_pagos_devolucion_movimiento_id_caja_movimientos_id_fk" FOREIGN KEY ("devolucion_movimiento_id") REFERENCES "public"."caja_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_punto_venta_id_puntos_venta_id_fk" FOREIGN KEY ("punto_venta_id") REFERENCES "public"."puntos_venta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_bodega_id_bodegas_id_fk" FOREIGN KEY ("bodega_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_resolucion_id_resoluciones_facturacion_id_fk" FOREIGN KEY ("resolucion_id") REFERENCES "public"."resoluciones_facturacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_habitacion_id_habitaciones_id_fk" FOREIGN KEY ("habitacion_id") REFERENCES "public"."habitaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_cuenta_id_cuentas_id_fk" FOREIGN KEY ("cuenta_id") REFERENCES "public"."cuentas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_anulada_por_usuarios_id_fk" FOREIGN KEY ("anulada_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "puntos_venta_bodega_idx" ON "puntos_venta" USING btree ("bodega_id");--> statement-breakpoint
CREATE INDEX "venta_lineas_venta_idx" ON "venta_lineas" USING btree ("venta_id");--> statement-breakpoint
CREATE INDEX "venta_lineas_producto_idx" ON "venta_lineas" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "venta_lineas_movimiento_idx" ON "venta_lineas" USING btree ("movimiento_id");--> statement-breakpoint
CREATE INDEX "venta_pagos_venta_idx" ON "venta_pagos" USING btree ("venta_id");--> statement-breakpoint
CREATE INDEX "venta_pagos_forma_idx" ON "venta_pagos" USING btree ("forma_pago_id");--> statement-breakpoint
CREATE INDEX "venta_pagos_movimiento_idx" ON "venta_pagos" USING btree ("caja_movimiento_id");--> statement-breakpoint
CREATE INDEX "venta_pagos_devolucion_idx" ON "venta_pagos" USING btree ("devolucion_movimiento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_idempotencia_key" ON "ventas" USING btree ("hotel_id","clave_idempotencia");--> statement-breakpoint
CREATE INDEX "ventas_hotel_fecha_idx" ON "ventas" USING btree ("hotel_id","fecha","id");--> statement-breakpoint
CREATE INDEX "ventas_punto_fecha_idx" ON "ventas" USING btree ("punto_venta_id","fecha","id");--> statement-breakpoint
CREATE INDEX "ventas_hotel_documento_idx" ON "ventas" USING btree ("hotel_id","documento","fecha");--> statement-breakpoint
CREATE INDEX "ventas_bodega_idx" ON "ventas" USING btree ("bodega_id");--> statement-breakpoint
CREATE INDEX "ventas_resolucion_idx" ON "ventas" USING btree ("resolucion_id");--> statement-breakpoint
CREATE INDEX "ventas_usuario_idx" ON "ventas" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "ventas_cliente_idx" ON "ventas" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "ventas_habitacion_idx" ON "ventas" USING btree ("habitacion_id");--> statement-breakpoint
CREATE INDEX "ventas_cuenta_idx" ON "ventas" USING btree ("cuenta_id");--> statement-breakpoint
CREATE INDEX "ventas_anulada_por_idx" ON "ventas" USING btree ("anulada_por");--> statement-breakpoint
INSERT INTO "valores_uvt" ("anio", "valor") VALUES (2025, 49799), (2026, 52374) ON CONFLICT DO NOTHING;
