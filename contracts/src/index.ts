import './zod-locale';

export * from './api-paths';
export * from './common';
export * from './configurations';
export * from './nit';
export * from './permissions';
export * from './session';
