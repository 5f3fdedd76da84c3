import {
  deleteInfoSectionDocumentById,
  deleteInfoSectionTextById,
  downloadInfoSectionDocument,
  downloadInfoSectionDocumentAdmin,
  type FooterDocumentCode,
  footerDocumentEndpoints,
  getAllInfoSectionDocuments,
  getAllInfoSectionTexts,
  getInfoSectionDocumentById,
  getInfoSectionDocuments,
  getInfoSectionTextById,
  getInfoSectionTexts,
  saveInfoSectionDocument,
  saveInfoSectionText,
  uploadInfoSectionDocument,
  infoSectionContract,
} from '@portal/contracts';
import { callerOf } from '../../platform/auth/auth';
import { route } from '../../platform/http';
import { defineModule } from '../../platform/module';
import { createWriteLimits } from '../../platform/write-limits';
import { createInfoDocuments } from './documents.service';
import { createFooterDocuments } from './footer-documents.service';
import { infoDocumentFile } from './info-section.attachments';
import { infoSectionMenu } from './info-section.menu';
import { seedDemoInfoSection, seedFooterDocumentTypes } from './info-section.seed';
import { createInfoTexts } from './texts.service';

const done = { success: true } as const;

/**
 * The info section: texts and documents the municipality publishes, administered by
 * administrators and holders of additional access right 2; and the footer's documents
 * (user manual, terms, privacy policy, help), uploaded here or generated.
 */
export const infoSectionModule = defineModule({
  name: 'info-section',
  contract: infoSectionContract,
  menu: infoSectionMenu,
  attachmentKinds: [infoDocumentFile],
  catalogue: ['infoSection', 'content'],
  manualChapters: [
    { id: 'infoSection', order: 45 },
    { id: 'documents', order: 50 },
    { id: 'accessibility', order: 60 },
  ],

  routes(app, { db, storage, texts: catalogue, manualChapters, limiter, attachments }) {
    const texts = createInfoTexts(db);
    const documents = createInfoDocuments({ db, storage, attachments, log: app.log });
    const footer = createFooterDocuments({ db, storage, texts: catalogue, manualChapters });

    route(app, getAllInfoSectionTexts, ({ tenant }) => texts.list(tenant.municipalityId));
    route(app, getInfoSectionTextById, ({ params, tenant }) => texts.get(tenant.municipalityId, params.id));
    route(app, saveInfoSectionText, ({ body, tenant }) => texts.save(tenant.municipalityId, body));
    route(app, deleteInfoSectionTextById, async ({ params, tenant }) => {
      await texts.remove(tenant.municipalityId, params.id);
      return done;
    });

    route(app, getAllInfoSectionDocuments, ({ tenant }) => documents.list(tenant.municipalityId));
    route(app, getInfoSectionDocumentById, ({ params, tenant }) =>
      documents.get(tenant.municipalityId, params.id),
    );
    route(app, saveInfoSectionDocument, ({ body, request }) => documents.save(callerOf(request), body));
    // Only staff upload here (administrators, right 2): staff's upload limit (decision 0018).
    const limitWrite = createWriteLimits(limiter);
    route(app, uploadInfoSectionDocument, ({ body, request }) => documents.upload(callerOf(request), body), {
      limit: (request) => limitWrite('upload', request, { staff: true }),
    });
    route(app, deleteInfoSectionDocumentById, async ({ params, tenant }) => {
      await documents.remove(tenant.municipalityId, params.id);
      return done;
    });
    route(app, downloadInfoSectionDocumentAdmin, ({ params, tenant }) =>
      documents.download(tenant.municipalityId, params.id, { public: false }),
    );

    route(app, getInfoSectionTexts, ({ params, tenant }) =>
      texts.published(tenant.municipalityId, params.languageId),
    );
    route(app, getInfoSectionDocuments, ({ params, tenant }) =>
      documents.published(tenant.municipalityId, params.languageId),
    );
    route(app, downloadInfoSectionDocument, ({ params, tenant }) =>
      documents.download(tenant.municipalityId, params.id, { public: true }),
    );

    for (const [code, endpoint] of Object.entries(footerDocumentEndpoints)) {
      route(app, endpoint, ({ params, tenant }) =>
        footer.download(tenant.municipalityId, code as FooterDocumentCode, params.languageId),
      );
    }
  },

  seedReference: seedFooterDocumentTypes,
  seedDemo: seedDemoInfoSection,
});
