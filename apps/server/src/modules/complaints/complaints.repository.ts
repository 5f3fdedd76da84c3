// The SQL of complaints, by use case. The module's files import it from here (a test replaces
// `findComplaint` through this path), so each part is re-exported whole.
export * from './complaints-search.repository';
export * from './complaints-details.repository';
export * from './complaints-writes.repository';
export * from './complaints-statistics.repository';
export * from './complaints-lookups.repository';
