export * from './activity';
export * from './auth';
export * from './contact';
export * from './identity';
export * from './ledger';
