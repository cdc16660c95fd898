CREATE TABLE "producto_detalles" (
	"id" serial PRIMARY KEY NOT NULL,
	"producto_id" integer NOT NULL,
	"ingrediente_id" integer NOT NULL,
	"cantidad" numeric(14, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "producto_detalles_producto_ingrediente_key" UNIQUE("producto_id","ingrediente_id"),
	CONSTRAINT "producto_detalles_cantidad_check" CHECK ("producto_detalles"."cantidad" > 0),
	CONSTRAINT "producto_detalles_no_si_misma_check" CHECK ("producto_detalles"."producto_id" <> "producto_detalles"."ingrediente_id")
);
--> statement-breakpoint
CREATE TABLE "documento_inventario_lineas" (
	"id" serial PRIMARY KEY NOT NULL,
	"documento_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"cantidad" numeric(14, 3) NOT NULL,
	"sistema" numeric(14, 3),
	"contado" numeric(14, 3),
	"valor" numeric(14, 2) NOT NULL,
	CONSTRAINT "documento_inventario_lineas_valores_check" CHECK ("documento_inventario_lineas"."cantidad" >= 0 and "documento_inventario_lineas"."valor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "documentos_inventario" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"tipo" varchar(12) NOT NULL,
	"numero" varchar(30) NOT NULL,
	"fecha" date NOT NULL,
	"bodega_id" integer NOT NULL,
	"bodega_destino_id" integer,
	"motivo" varchar(200),
	"observaciones" text,
	"valor" numeric(14, 2) NOT NULL,
	"usuario_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentos_inventario_hotel_numero_key" UNIQUE("hotel_id","tipo","numero"),
	CONSTRAINT "documentos_inventario_tipo_check" CHECK ("documentos_inventario"."tipo" in ('traslado', 'ajuste', 'consumo')),
	CONSTRAINT "documentos_inventario_destino_check" CHECK (("documentos_inventario"."tipo" = 'traslado') = ("documentos_inventario"."bodega_destino_id" is not null) and "documentos_inventario"."bodega_destino_id" is distinct from "documentos_inventario"."bodega_id"),
	CONSTRAINT "documentos_inventario_motivo_check" CHECK ("documentos_inventario"."tipo" = 'traslado' or "documentos_inventario"."motivo" is not null)
);
--> statement-breakpoint
CREATE TABLE "existencias" (
	"hotel_id" integer NOT NULL,
	"bodega_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"cantidad" numeric(14, 3) DEFAULT '0' NOT NULL,
	"valor" numeric(14, 2) DEFAULT '0' NOT NULL,
	"costo_promedio" numeric(18, 4) DEFAULT '0' NOT NULL,
	"ultimo_kardex_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "existencias_pkey" PRIMARY KEY("bodega_id","producto_id"),
	CONSTRAINT "existencias_valor_check" CHECK (("existencias"."cantidad" <> 0 or "existencias"."valor" = 0) and ("existencias"."cantidad" < 0 or "existencias"."valor" >= 0)),
	CONSTRAINT "existencias_costo_check" CHECK ("existencias"."costo_promedio" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ingreso_inventario_lineas" (
	"id" serial PRIMARY KEY NOT NULL,
	"ingreso_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"cantidad" numeric(14, 3) NOT NULL,
	"costo_unitario" numeric(14, 2) NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"impuestos" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"impuestos_detalle" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "ingreso_inventario_lineas_valores_check" CHECK ("ingreso_inventario_lineas"."cantidad" > 0 and "ingreso_inventario_lineas"."costo_unitario" >= 0 and "ingreso_inventario_lineas"."total" = "ingreso_inventario_lineas"."subtotal" + "ingreso_inventario_lineas"."impuestos")
);
--> statement-breakpoint
CREATE TABLE "ingresos_inventario" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"numero" varchar(30) NOT NULL,
	"proveedor_id" integer NOT NULL,
	"bodega_id" integer NOT NULL,
	"factura_proveedor" varchar(40),
	"fecha" date NOT NULL,
	"observaciones" text,
	"subtotal" numeric(14, 2) NOT NULL,
	"impuestos" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"estado" varchar(12) DEFAULT 'confirmado' NOT NULL,
	"usuario_id" integer NOT NULL,
	"idempotency_key" varchar(80),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"anulado_at" timestamp with time zone,
	"anulado_por_id" integer,
	"motivo_anulacion" text,
	CONSTRAINT "ingresos_inventario_hotel_numero_key" UNIQUE("hotel_id","numero"),
	CONSTRAINT "ingresos_inventario_hotel_idempotencia_key" UNIQUE("hotel_id","idempotency_key"),
	CONSTRAINT "ingresos_inventario_estado_check" CHECK ("ingresos_inventario"."estado" in ('confirmado', 'anulado')),
	CONSTRAINT "ingresos_inventario_anulacion_check" CHECK (("ingresos_inventario"."estado" = 'anulado') = ("ingresos_inventario"."anulado_at" is not null and "ingresos_inventario"."anulado_por_id" is not null and "ingresos_inventario"."motivo_anulacion" is not null)),
	CONSTRAINT "ingresos_inventario_totales_check" CHECK ("ingresos_inventario"."subtotal" >= 0 and "ingresos_inventario"."impuestos" >= 0 and "ingresos_inventario"."total" = "ingresos_inventario"."subtotal" + "ingresos_inventario"."impuestos")
);
--> statement-breakpoint
CREATE TABLE "kardex" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"bodega_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"documento" varchar(40) NOT NULL,
	"ingreso_id" integer,
	"documento_id" integer,
	"entrada" numeric(14, 3) DEFAULT '0' NOT NULL,
	"salida" numeric(14, 3) DEFAULT '0' NOT NULL,
	"saldo" numeric(14, 3) NOT NULL,
	"costo_unitario" numeric(18, 4) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"saldo_valor" numeric(14, 2) NOT NULL,
	"costo_promedio" numeric(18, 4) NOT NULL,
	"usuario_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kardex_movimiento_check" CHECK ("kardex"."entrada" >= 0 and "kardex"."salida" >= 0 and ("kardex"."entrada" > 0) <> ("kardex"."salida" > 0) and "kardex"."valor" >= 0),
	CONSTRAINT "kardex_tipo_check" CHECK (tipo in ('ingreso', 'anulacion_ingreso', 'traslado_salida', 'traslado_entrada', 'ajuste_entrada', 'ajuste_salida', 'consumo', 'venta', 'devolucion'))
);
--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "codigo_barras" varchar(40);--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "categoria" varchar(60);--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "precio_incluye_impuestos" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "venta_pos" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "venta_habitacion" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "producto_detalles" ADD CONSTRAINT "producto_detalles_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_detalles" ADD CONSTRAINT "producto_detalles_ingrediente_id_productos_id_fk" FOREIGN KEY ("ingrediente_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_inventario_lineas" ADD CONSTRAINT "documento_inventario_lineas_documento_id_documentos_inventario_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos_inventario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_inventario_lineas" ADD CONSTRAINT "documento_inventario_lineas_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_inventario" ADD CONSTRAINT "documentos_inventario_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_inventario" ADD CONSTRAINT "documentos_inventario_bodega_id_bodegas_id_fk" FOREIGN KEY ("bodega_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_inventario" ADD CONSTRAINT "documentos_inventario_bodega_destino_id_bodegas_id_fk" FOREIGN KEY ("bodega_destino_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_inventario" ADD CONSTRAINT "documentos_inventario_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "existencias" ADD CONSTRAINT "existencias_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "existencias" ADD CONSTRAINT "existencias_bodega_id_bodegas_id_fk" FOREIGN KEY ("bodega_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "existencias" ADD CONSTRAINT "existencias_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "existencias" ADD CONSTRAINT "existencias_ultimo_kardex_id_kardex_id_fk" FOREIGN KEY ("ultimo_kardex_id") REFERENCES "public"."kardex"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingreso_inventario_lineas" ADD CONSTRAINT "ingreso_inventario_lineas_ingreso_id_ingresos_inventario_id_fk" FOREIGN KEY ("ingreso_id") REFERENCES "public"."ingresos_inventario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingreso_inventario_lineas" ADD CONSTRAINT "ingreso_inventario_lineas_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingresos_inventario" ADD CONSTRAINT "ingresos_inventario_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingresos_inventario" ADD CONSTRAINT "ingresos_inventario_proveedor_id_proveedores_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingresos_inventario" ADD CONSTRAINT "ingresos_inventario_bodega_id_bodegas_id_fk" FOREIGN KEY ("bodega_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingresos_inventario" ADD CONSTRAINT "ingresos_inventario_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingresos_inventario" ADD CONSTRAINT "ingresos_inventario_anulado_por_id_usuarios_id_fk" FOREIGN KEY ("anulado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex" ADD CONSTRAINT "kardex_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex" ADD CONSTRAINT "kardex_bodega_id_bodegas_id_fk" FOREIGN KEY ("bodega_id") REFERENCES "public"."bodegas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex" ADD CONSTRAINT "kardex_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex" ADD CONSTRAINT "kardex_ingreso_id_ingresos_inventario_id_fk" FOREIGN KEY ("ingreso_id") REFERENCES "public"."ingresos_inventario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex" ADD CONSTRAINT "kardex_documento_id_documentos_inventario_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos_inventario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex" ADD CONSTRAINT "kardex_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "producto_detalles_ingrediente_idx" ON "producto_detalles" USING btree ("ingrediente_id");--> statement-breakpoint
CREATE INDEX "documento_inventario_lineas_documento_idx" ON "documento_inventario_lineas" USING btree ("documento_id");--> statement-breakpoint
CREATE INDEX "documento_inventario_lineas_producto_idx" ON "documento_inventario_lineas" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "documentos_inventario_hotel_created_idx" ON "documentos_inventario" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "documentos_inventario_bodega_idx" ON "documentos_inventario" USING btree ("bodega_id");--> statement-breakpoint
CREATE INDEX "documentos_inventario_destino_idx" ON "documentos_inventario" USING btree ("bodega_destino_id");--> statement-breakpoint
CREATE INDEX "documentos_inventario_usuario_idx" ON "documentos_inventario" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "existencias_producto_idx" ON "existencias" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "existencias_hotel_idx" ON "existencias" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "ingreso_inventario_lineas_ingreso_idx" ON "ingreso_inventario_lineas" USING btree ("ingreso_id");--> statement-breakpoint
CREATE INDEX "ingreso_inventario_lineas_producto_idx" ON "ingreso_inventario_lineas" USING btree ("producto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ingresos_inventario_factura_key" ON "ingresos_inventario" USING btree ("hotel_id","proveedor_id",lower("factura_proveedor")) WHERE "ingresos_inventario"."estado" = 'confirmado' and "ingresos_inventario"."factura_proveedor" is not null;--> statement-breakpoint
CREATE INDEX "ingresos_inventario_hotel_fecha_idx" ON "ingresos_inventario" USING btree ("hotel_id","fecha","id");--> statement-breakpoint
CREATE INDEX "ingresos_inventario_proveedor_idx" ON "ingresos_inventario" USING btree ("proveedor_id");--> statement-breakpoint
CREATE INDEX "ingresos_inventario_bodega_idx" ON "ingresos_inventario" USING btree ("bodega_id");--> statement-breakpoint
CREATE INDEX "ingresos_inventario_usuario_idx" ON "ingresos_inventario" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "ingresos_inventario_anulado_por_idx" ON "ingresos_inventario" USING btree ("anulado_por_id");--> statement-breakpoint
CREATE INDEX "kardex_bodega_producto_fecha_idx" ON "kardex" USING btree ("bodega_id","producto_id","fecha","id");--> statement-breakpoint
CREATE INDEX "kardex_hotel_fecha_idx" ON "kardex" USING btree ("hotel_id","fecha");--> statement-breakpoint
CREATE INDEX "kardex_producto_idx" ON "kardex" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "kardex_ingreso_idx" ON "kardex" USING btree ("ingreso_id");--> statement-breakpoint
CREATE INDEX "kardex_documento_idx" ON "kardex" USING btree ("documento_id");--> statement-breakpoint
CREATE INDEX "kardex_usuario_idx" ON "kardex" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "productos_hotel_tipo_idx" ON "productos" USING btree ("hotel_id","tipo_producto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "productos_hotel_codigo_barras_key" ON "productos" USING btree ("hotel_id","codigo_barras") WHERE "productos"."codigo_barras" is not null;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_stock_minimo_check" CHECK ("productos"."stock_minimo" >= 0);--> statement-breakpoint
-- hand-written
-- Stock goes below zero only in a hotel whose configuration allows it (permitir_stock_negativo),
-- whoever writes the row. The services say it first with the product's name; this is the guarantee.
CREATE FUNCTION existencias_no_negativa() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT coalesce((SELECT permitir_stock_negativo FROM configuraciones WHERE hotel_id = NEW.hotel_id), false) THEN
    RAISE EXCEPTION 'La existencia del producto % en la bodega % quedaría negativa', NEW.producto_id, NEW.bodega_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'existencias_no_negativa';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER existencias_no_negativa BEFORE INSERT OR UPDATE OF cantidad ON existencias
  FOR EACH ROW WHEN (NEW.cantidad < 0) EXECUTE FUNCTION existencias_no_negativa();
--> statement-breakpoint
-- A kardex row moves its stock row to the row's balance in the same statement, and only when the
-- balance follows from that stock row: quantity + entrada − salida and value ± valor. So the stock
-- never changes without its kardex row, and the kardex's running balance always equals the stock.
CREATE FUNCTION kardex_mueve_existencia() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE existencias e
     SET cantidad = NEW.saldo, valor = NEW.saldo_valor, costo_promedio = NEW.costo_promedio,
         ultimo_kardex_id = NEW.id, updated_at = now()
   WHERE e.bodega_id = NEW.bodega_id AND e.producto_id = NEW.producto_id AND e.hotel_id = NEW.hotel_id
     AND e.cantidad + NEW.entrada - NEW.salida = NEW.saldo
     AND e.valor + CASE WHEN NEW.entrada > 0 THEN NEW.valor ELSE -NEW.valor END = NEW.saldo_valor;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'El saldo del kardex no corresponde a la existencia (bodega %, producto %)', NEW.bodega_id, NEW.producto_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'kardex_saldo_check';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kardex_mueve_existencia AFTER INSERT ON kardex
  FOR EACH ROW EXECUTE FUNCTION kardex_mueve_existencia();
--> statement-breakpoint
-- The kardex is a ledger: a mistake is corrected by a new movement, never by editing one.
CREATE FUNCTION kardex_inmutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'El kardex no se modifica ni se borra: corrija con un movimiento nuevo'
    USING ERRCODE = 'check_violation', CONSTRAINT = 'kardex_inmutable';
END $$;
--> statement-breakpoint
CREATE TRIGGER kardex_inmutable BEFORE UPDATE OR DELETE ON kardex
  FOR EACH ROW EXECUTE FUNCTION kardex_inmutable();
