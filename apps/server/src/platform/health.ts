import { health } from '@portal/contracts';
import { ping } from './db/database';
import { AppError } from './errors';
import { route } from './http';
import { defineModule } from './module';

/** `/api/health`: 200 when the server is up and the database answers, else 503 naming the database. */
export const healthModule = defineModule({
  name: 'health',
  routes(app, { db }) {
    route(app, health, async ({ request }) => {
      try {
        await ping(db);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        // Says which part is down: the server answers, its database does not.
        throw new AppError(503, 'service_unavailable', 'database');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    });
  },
});
