import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createEntriesRepository } from './entries.repository';
import { registerEntriesRoutes } from './entries.routes';
import { createEntriesService } from './entries.service';
import { createMovementsRepository } from './movements.repository';
import { registerMovementsRoutes } from './movements.routes';
import { createMovementsService } from './movements.service';
import { createProductTaxesRepository } from './product-taxes.repository';
import { createProductTaxesService } from './product-taxes.service';
import { createProductsRepository } from './products.repository';
import { registerProductsRoutes } from './products.routes';
import { createProductsService } from './products.service';
import { createRecipesRepository } from './recipes.repository';
import { registerRecipesRoutes } from './recipes.routes';
import { createRecipesService } from './recipes.service';
import { createReportsRepository } from './reports.repository';
import { registerReportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';
import { createWarehousesRepository } from './warehouses.repository';
import { registerWarehousesRoutes } from './warehouses.routes';
import { createWarehousesService } from './warehouses.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type InventoryDeps = Pick<Kernel, 'db' | 'audit' | 'calendar' | 'numbers' | 'stock'>;

export function register(api: FastifyInstance, { db, audit, calendar, numbers, stock }: InventoryDeps): void {
  registerWarehousesRoutes(api, createWarehousesService({ db, audit, repo: createWarehousesRepository() }));
  const products = createProductsRepository();
  registerProductsRoutes(
    api,
    createProductsService({ db, audit, repo: products }),
    createProductTaxesService({ db, audit, products, repo: createProductTaxesRepository() }),
  );
  registerRecipesRoutes(api, createRecipesService({ db, audit, repo: createRecipesRepository() }));
  registerEntriesRoutes(
    api,
    createEntriesService({ db, audit, calendar, numbers, stock, repo: createEntriesRepository() }),
  );
  registerMovementsRoutes(
    api,
    createMovementsService({ db, audit, calendar, numbers, stock, repo: createMovementsRepository() }),
  );
  registerReportsRoutes(api, createReportsService({ db, repo: createReportsRepository() }));
}
