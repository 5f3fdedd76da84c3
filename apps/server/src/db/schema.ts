/** Every table, for the typed database handle. Each module owns its `*.schema.ts`. */
export * from '../modules/languages/languages.schema';
export * from '../modules/tenancy/tenancy.schema';
export * from '../modules/newsletter/newsletter.schema';
