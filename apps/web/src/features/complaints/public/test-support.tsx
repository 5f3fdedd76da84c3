// The citizen's sign-in and the upload stand-in are the app's; the feature's tests import them from here too.
export { signInCitizen } from '../../../test/auth';
export { fakeXhr } from '../../../test/browser';

/** What the photo upload answers for a file it took: a re-encoded JPEG. */
export const uploaded = (fileId: string, fileName: string) => ({
  fileId,
  fileName,
  contentType: 'image/jpeg',
  size: 1000,
  width: 800,
  height: 600,
});
