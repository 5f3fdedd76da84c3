import { subscribeNewsletter } from '@portal/contracts';
import { route } from '../../platform/http';
import { defineModule } from '../../platform/module';
import { subscribe } from './newsletter.service';

export const newsletterModule = defineModule({
  name: 'newsletter',
  manualChapters: [{ id: 'newsletter', order: 40 }],
  routes(app, { db }) {
    route(
      app,
      subscribeNewsletter,
      ({ body, tenant }) => subscribe(db, { municipalityId: tenant.municipalityId, email: body.email }),
      { rateLimit: { max: 10, timeWindow: '1 minute' } },
    );
  },
});
