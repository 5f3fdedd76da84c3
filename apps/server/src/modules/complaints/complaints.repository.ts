// The SQL of complaints, by use case. The module's files import it from here, so each part is
// re-exported whole.
export * from './complaints-search.repository';
export * from './complaints-details.repository';
export * from './complaints-writes.repository';
export * from './complaints-statistics.repository';
export * from './complaints-lookups.repository';
