// The system parameters module's port: what other modules may call.
export { readSettings, type Settings } from './system-parameters.repository';
