export * from './api-base';
export * from './auth.schemas';
export * from './errors';
export * from './money';
export * from './permissions';
