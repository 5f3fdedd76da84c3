import { answerFixedQuestion, getFixedQuestion } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http';
import type { FixedQuestions } from './complaints-fixed.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's "was it fixed?" sweep (tests run it by hand: `askDue`). */
    complaintsFixedQuestions: FixedQuestions;
  }
}

/**
 * Without sign-in the link's token is the authority (256 bits, only its hash stored); still,
 * an address gets a few tries a minute, so nobody walks the calls.
 */
const perAddress = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/**
 * The "was it fixed?" calls, and the sweep that asks: started with the app where this process
 * runs background work, stopped on close (what it claimed is its transaction's, so nothing stays held).
 */
export function fixedQuestionRoutes(
  app: FastifyInstance,
  fixed: FixedQuestions,
  options: { background: boolean },
): void {
  route(
    app,
    getFixedQuestion,
    ({ body, tenant }) => fixed.question(tenant.municipalityId, body.token),
    perAddress,
  );
  route(
    app,
    answerFixedQuestion,
    ({ body, tenant }) => fixed.answer(tenant.municipalityId, body),
    perAddress,
  );
  app.decorate('complaintsFixedQuestions', fixed);
  // The first sweep right away (a server that was down catches up), then every interval.
  if (options.background)
    app.addHook('onReady', async () => {
      fixed.start();
      fixed.wake();
    });
  app.addHook('onClose', async () => fixed.stop());
}
