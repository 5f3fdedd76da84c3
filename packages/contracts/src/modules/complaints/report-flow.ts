import { z } from 'zod';
import { defineEndpoint, PUBLIC } from '../../endpoint';

// ---- Reporting: what the citizen is told after sending a report ----

/** Answered complaints needed before the portal says how long the municipality "usually" takes. */
export const RESPONSE_TIME_MIN_ANSWERED = 5;
/** The days of answers the typical time is taken over. */
export const RESPONSE_TIME_PERIOD_DAYS = 365;

export const ComplaintResponseTime = z.object({
  /**
   * The median hours from a report to its first answer, over the public complaints reported in
   * the last RESPONSE_TIME_PERIOD_DAYS and answered; null while fewer than
   * RESPONSE_TIME_MIN_ANSWERED were.
   */
  medianHours: z.number().nullable(),
  /** How many answered complaints the median is taken over. */
  answeredCount: z.number().int(),
});
export type ComplaintResponseTime = z.infer<typeof ComplaintResponseTime>;

export const getComplaintResponseTime = defineEndpoint({
  name: 'Complaints.GetResponseTime',
  method: 'GET',
  path: '/api/Complaints/GetResponseTime',
  summary:
    'How long the municipality usually takes to answer a report: the median hours to the first ' +
    'answer over the public complaints of the last year (none while fewer than five were answered)',
  access: PUBLIC,
  response: ComplaintResponseTime,
});
