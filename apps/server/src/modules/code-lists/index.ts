// The code lists module's port: what other modules may call. Code lists owns their tables
// (code-lists.schema.ts); other modules join them and read them through these.
export { currentConvocationId, findConvocation } from './code-lists-lookups.repository';
