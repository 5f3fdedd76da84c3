import { health } from '@portal/contracts';
import { ping } from './db/database';
import { AppError } from './errors';
import { route } from './http';
import { defineModule } from './module';

/** `/api/health`: answers when the server is up and the database answers. */
export const healthModule = defineModule({
  name: 'health',
  routes(app, { db }) {
    route(app, health, async ({ request }) => {
      try {
        await ping(db);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        throw new AppError(503, 'web_service_request_error');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    });
  },
});
