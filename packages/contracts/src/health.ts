import { z } from 'zod';
import { defineEndpoint, PUBLIC } from './endpoint';

export const Health = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});

export const health = defineEndpoint({
  name: 'Health.Get',
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database reachability',
  access: PUBLIC,
  silent: true,
  response: Health,
});
