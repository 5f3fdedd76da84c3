import type { WebModule } from '../../../lib/module';
import { downloadManual } from './api/download-user-manual';

/** The user manual (PDF), downloadable from the footer and the help page (`UserManualLink`). */
export const userManualModule: WebModule = {
  id: 'info-section.user-manual',
  footerLinks: [
    {
      key: 'manual',
      label: 'common.footer.manual',
      order: 40,
      action: ({ languageId }) => void downloadManual(languageId),
    },
  ],
};
