export * from './api-base';
export * from './auth.schemas';
export * from './auth-messages';
export * from './errors';
export * from './money';
export * from './permissions';
