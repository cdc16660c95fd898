export * from './catalogs';
export * from './config';
export * from './finance';
export * from './hotels';
export * from './inventory';
export * from './people';
export * from './rooms';
export * from './security';
