ALTER TABLE "configuraciones" ADD COLUMN "penalidad_cancelacion_tipo" varchar(12) DEFAULT 'ninguna' NOT NULL;--> statement-breakpoint
ALTER TABLE "configuraciones" ADD COLUMN "penalidad_cancelacion_valor" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "reserva_pagos" ADD COLUMN "tipo" varchar(12) DEFAULT 'anticipo' NOT NULL;--> statement-breakpoint
ALTER TABLE "configuraciones" ADD CONSTRAINT "configuraciones_penalidad_check" CHECK ("configuraciones"."penalidad_cancelacion_tipo" in ('ninguna', 'porcentaje', 'fija') and "configuraciones"."penalidad_cancelacion_valor" >= 0
        and ("configuraciones"."penalidad_cancelacion_tipo" <> 'porcentaje' or "configuraciones"."penalidad_cancelacion_valor" <= 100));--> statement-breakpoint
ALTER TABLE "reserva_pagos" ADD CONSTRAINT "reserva_pagos_tipo_check" CHECK ("reserva_pagos"."tipo" in ('anticipo', 'devolucion'));