import { z } from 'zod';
import { zLanguageId } from '../../common';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import { IdLanguageParams } from './shared';

/** The content type of the council's calendar and of one session's event (RFC 5545). */
export const CALENDAR_CONTENT_TYPE = 'text/calendar';

/** The feed reaches back this many days (sessions that began in the past year), and forward without end. */
export const CALENDAR_PAST_DAYS = 365;

/**
 * How long a calendar app or a cache may keep the feed, in seconds: short, so that a session
 * published or moved reaches subscribers at their app's next poll.
 */
export const CALENDAR_CACHE_SECONDS = 300;

/**
 * The council's calendar as an iCalendar feed to subscribe to (decision 0027). A subscribed
 * calendar app is signed out, so the feed holds only what anyone may see, whoever asks.
 */
export const getSessionsCalendar = defineEndpoint({
  name: 'PublicSessions.Calendar',
  method: 'GET',
  path: '/api/PublicSessions/Calendar/:languageId.ics',
  summary:
    'The council’s sessions as an iCalendar feed to subscribe to: published sessions open to anyone ' +
    `(privilege 1) that began in the last ${CALENDAR_PAST_DAYS} days or are still to come`,
  access: PUBLIC,
  params: z.object({ languageId: zLanguageId }),
  response: { file: [CALENDAR_CONTENT_TYPE] },
});

/** One session as an iCalendar event, to add to a calendar from the session's page. */
export const getSessionCalendarEvent = defineEndpoint({
  name: 'PublicSessions.SessionCalendar',
  method: 'GET',
  path: '/api/PublicSessions/SessionCalendar/:id/:languageId.ics',
  summary: 'A published session the caller may see, as one iCalendar event to add to a calendar',
  access: PUBLIC,
  params: IdLanguageParams,
  response: { file: [CALENDAR_CONTENT_TYPE] },
});
