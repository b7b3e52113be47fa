export * from './activity';
export * from './auth';
export * from './contact';
export * from './directory';
export * from './identity';
export * from './ledger';
export * from './notes';
