// The system parameters module's port: what other modules may call.
export { isParticipationOn, readSettings, type Settings } from './system-parameters.repository';
