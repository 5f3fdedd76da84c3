// The reports module's port: what the start-up code may call.
export { reportJobPrincipals } from './reports.principals';
