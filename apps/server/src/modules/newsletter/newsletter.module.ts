import {
  deactivateNewsletterSubscription,
  searchNewsletterSubscriptions,
  subscribeNewsletter,
  newsletterContract,
  newsletterPages,
} from '@portal/contracts';
import { route } from '../../platform/http';
import { defineModule } from '../../platform/module';
import { seedDemoSubscriptions } from './newsletter.seed';
import { deactivate, search, subscribe } from './newsletter.service';

export const newsletterModule = defineModule({
  name: 'newsletter',
  contract: newsletterContract,
  manualChapters: [{ id: 'newsletter', order: 40 }],
  menu: [
    {
      key: 'admin.newsletter',
      parent: 'admin',
      type: 'link',
      label: 'infoSection.menu.newsletter',
      url: newsletterPages.list.path,
      order: 50,
      access: searchNewsletterSubscriptions.access,
    },
  ],
  routes(app, { db }) {
    route(
      app,
      subscribeNewsletter,
      ({ body, tenant }) => subscribe(db, { municipalityId: tenant.municipalityId, email: body.email }),
      { rateLimit: { max: 10, timeWindow: '1 minute' } },
    );
    route(app, searchNewsletterSubscriptions, ({ body, tenant }) => search(db, tenant.municipalityId, body));
    route(app, deactivateNewsletterSubscription, async ({ body, tenant }) => {
      await deactivate(db, tenant.municipalityId, body.id);
      return { success: true } as const;
    });
  },
  seedDemo: seedDemoSubscriptions,
});
