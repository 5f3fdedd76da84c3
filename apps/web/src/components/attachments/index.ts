// Attachments on the web (decision 0020): uploads with progress per file (prepared, held until
// sign-in where a form asks for it), a single-file field, and the files of a record as
// downloads. Every module's forms and details use these.
export { FileUploadField } from './FileUploadField';
export { FileLinks } from './FileLinks';
export * from './UploadList';
export * from './use-uploads';
