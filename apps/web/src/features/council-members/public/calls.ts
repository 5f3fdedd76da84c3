import { askQuestion, type AskQuestion, downloadAnswerFile } from '@portal/contracts';
import { call } from '../../../lib/api-client';
import { downloadFrom } from '../../../lib/download';
import type { Quiet } from '../../../lib/save';

/**
 * What the public question pages send and fetch as files: apart from the reads (`api.ts`), so
 * that a page that only reads (the home page's latest questions) loads none of it.
 */
export const questionCalls = {
  ask: (body: AskQuestion, options?: Quiet) => call(askQuestion, { body }, options),
  downloadAnswerFile: (id: number) => downloadFrom(downloadAnswerFile, { params: { id } }),
};
