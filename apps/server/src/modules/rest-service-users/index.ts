// The REST service users module's port: what other modules may call.
export { createServiceKeys, type ServiceKeys } from './rest-service-users.keys';
