// The tenancy module's port: what the platform and other modules may call.
export { createTenantDirectory } from './tenancy.service';
