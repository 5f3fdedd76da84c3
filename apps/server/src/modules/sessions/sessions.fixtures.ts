// The sessions tests' convocations: the current one (2024–2028), the only one a new session
// accepts, and the one before it; the council members' tests take the same.
export { insertConvocations } from '../../../test/convocations';
