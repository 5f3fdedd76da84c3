// The addresses of the open-data endpoints complaints offer beyond the portal's own pages
// (standards of their own, served beside /api).

/** The Atom feed of new and resolved public complaints (`?category=<id>`, `?bbox=minLon,minLat,maxLon,maxLat`). */
export const COMPLAINTS_FEED_PATH = '/feeds/complaints.atom';

/** Open311 GeoReport v2: discovery.{json,xml}, services, requests. */
export const OPEN311_PATH = '/open311/v2';
