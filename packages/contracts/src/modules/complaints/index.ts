// Complaints' declarations by use case; `fields.ts` holds field schemas they share privately.
export * from './shared';
export * from './public';
export * from './comments';
export * from './statistics';
export * from './admin';
export * from './admin-handling';
export * from './parameters';
