import { z } from 'zod';
import { defineEndpoint, PUBLIC } from '../../endpoint';

// What complaints offer beyond the portal's own pages: the home page's figures, and the
// addresses of the open-data endpoints (standards of their own, served beside /api).

/** The Atom feed of new and resolved public complaints (`?category=<id>`, `?bbox=minLon,minLat,maxLon,maxLat`). */
export const COMPLAINTS_FEED_PATH = '/feeds/complaints.atom';

/** Open311 GeoReport v2: discovery.{json,xml}, services, requests. */
export const OPEN311_PATH = '/open311/v2';

export const ComplaintMonthCounts = z.object({
  /** The month counted, yyyy-mm, in the municipality's calendar. */
  month: z.string(),
  /** Public complaints reported this month. */
  reported: z.number().int(),
  /** Public complaints resolved this month (whenever they were reported). */
  resolved: z.number().int(),
});
export type ComplaintMonthCounts = z.infer<typeof ComplaintMonthCounts>;

export const getComplaintMonthCounts = defineEndpoint({
  name: 'Complaints.GetMonthCounts',
  method: 'GET',
  path: '/api/Complaints/GetMonthCounts',
  summary:
    'This month’s public complaints: reported and resolved, for the home page (a large ' +
    'municipality’s kept a minute, as its statistics are)',
  access: PUBLIC,
  response: ComplaintMonthCounts,
});
