// The portal's modules, one line each: a module's folder here, in apps/server/src/modules
// and in apps/web/src/features has the same name (decision 0025).
export * from './languages';
export * from './tenancy';
export * from './dropdowns';
export * from './newsletter';
export * from './accounts';
export * from './users';
export * from './rest-service-users';
export * from './system-parameters';
export * from './menu';
export * from './outbox';
export * from './code-lists';
export * from './info-section';
export * from './complaints';
export * from './sessions';
export * from './council-members';
export * from './system-notifications';
export * from './reports';
