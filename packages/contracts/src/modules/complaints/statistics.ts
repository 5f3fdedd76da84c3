import { z } from 'zod';
import { zLanguageId } from '../../common';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import { zIsoDate } from './fields';

export const ComplaintStatisticsRequest = z.object({
  languageId: zLanguageId,
  dateFrom: zIsoDate,
  dateTo: zIsoDate,
});

const Count = z.object({ id: z.number().int().nullable(), name: z.string(), count: z.number().int() });

export const ComplaintStatistics = z.object({
  total: z.number().int(),
  byCategory: z.array(Count),
  /** id is the status; name is empty (the web names statuses from its catalogue). */
  byStatus: z.array(Count),
  /** Months as yyyy-mm, oldest first, in the chosen range (the last 12 months by default). */
  byMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  /** id null: not assigned yet. */
  byOrganizationalUnit: z.array(Count),
  /** Average hours from report to resolution over resolved complaints; null when none. */
  averageResolutionHours: z.number().nullable(),
});
export type ComplaintStatistics = z.infer<typeof ComplaintStatistics>;

export const getComplaintStatistics = defineEndpoint({
  name: 'Complaints.GetStatistics',
  method: 'POST',
  path: '/api/Complaints/GetStatistics',
  summary:
    'Counts of public complaints by category, status, month and organisational unit, and the ' +
    'average resolution time',
  access: PUBLIC,
  body: ComplaintStatisticsRequest,
  response: ComplaintStatistics,
});
