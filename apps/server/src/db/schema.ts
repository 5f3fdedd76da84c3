/** Every table, for the typed database handle. Each module owns its `*.schema.ts`. */
export * from '../modules/languages/languages.schema';
export * from '../modules/tenancy/tenancy.schema';
export * from '../modules/newsletter/newsletter.schema';
export * from '../modules/accounts/accounts.schema';
export * from '../modules/system-parameters/system-parameters.schema';
export * from '../modules/menu/menu.schema';
export * from '../platform/outbox/outbox.schema';
export * from '../platform/limiter.schema';
export * from '../platform/attachments/attachments.schema';
export * from '../modules/code-lists/code-lists.schema';
export * from '../modules/info-section/info-section.schema';
export * from '../modules/system-notifications/system-notifications.schema';
export * from '../modules/complaints/complaints.schema';
export * from '../modules/sessions/sessions.schema';
export * from '../platform/votes/votes.schema';
export * from '../platform/discussions/discussion.schema';
export * from '../platform/reports/report-jobs.schema';
