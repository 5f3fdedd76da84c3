import {
  CALENDAR_CACHE_SECONDS,
  CALENDAR_CONTENT_TYPE,
  CALENDAR_PAST_DAYS,
  type LanguageId,
  languageKeyById,
  Privilege,
  privilegesVisibleTo,
  sessionsPages,
} from '@portal/contracts';
import { TIME_ZONE } from '@portal/i18n/server';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { type ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { FileResult } from '../../platform/http';
import type { ServerTexts } from '../../platform/i18n';
import type { Links } from '../../platform/links';
import { type CalendarSessionRow, listCalendarSessions } from './sessions-calendar.repository';
import { inLanguage } from './sessions.present';
import * as repo from './sessions.repository';

// ical-generator writes a start in an event's time zone through a dayjs object's `tz`: a plain
// Date would be written in the server process's own zone, whatever TZID says.
dayjs.extend(utc);
dayjs.extend(timezone);

const DAY_MS = 86_400_000;
/** How often a calendar app is asked to poll the feed (REFRESH-INTERVAL), in seconds. */
const REFRESH_SECONDS = 3_600;

/**
 * The portal's time zone as a VTIMEZONE (RFC 5545, 3.6.5), so that every start's TZID is defined
 * in the calendar itself: Central European Time with summer time from the last Sunday of March
 * to the last Sunday of October, as in Bosnia and Herzegovina since 1996.
 */
const SARAJEVO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19960331T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19961027T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const vtimezone = (zone: string) => (zone === TIME_ZONE ? SARAJEVO_VTIMEZONE : null);

/** The language code PRODID names: bs, hr, sr. */
const prodIdLanguage = (languageId: LanguageId) => languageKeyById[languageId].slice(0, 2).toUpperCase();

type Deps = { db: Db; texts: ServerTexts; links: Links };

/**
 * Council sessions as iCalendar (decision 0027): the council's feed, to which a calendar app
 * subscribes signed out, and one session's event for the reader's own calendar. Every address in
 * them comes from configuration (`links`), never from the request.
 */
export function createSessionCalendar(deps: Deps) {
  const { db, texts, links } = deps;

  async function calendarOf(municipalityId: number, languageId: LanguageId): Promise<ICalCalendar> {
    const t = await texts.translator(municipalityId, languageId);
    return ical({
      name: t('sessions.calendar.name'),
      description: t('sessions.list.intro'),
      prodId: {
        company: 'municipal e-participation portal',
        product: 'council sessions',
        language: prodIdLanguage(languageId),
      },
      url: links.to(municipalityId, sessionsPages.list.path),
      // No calendar-wide zone (DTSTAMP stays in UTC, as RFC 5545 asks); each event names its own,
      // and the generator writes the VTIMEZONE those events name.
      timezone: { name: null, generator: vtimezone },
      ttl: REFRESH_SECONDS,
      x: [['X-WR-TIMEZONE', TIME_ZONE]],
    });
  }

  function addEvent(calendar: ICalCalendar, session: CalendarSessionRow, languageId: LanguageId) {
    const origin = links.origin(session.municipalityId);
    const url = links.to(session.municipalityId, sessionsPages.details.to({ id: session.id }));
    const description = inLanguage(session.description, languageId).trim();
    calendar.createEvent({
      // Stable across feeds and languages: the same session stays one event in a subscriber's calendar.
      id: `session-${session.id}-${session.municipalityId}@${new URL(origin).host}`,
      start: dayjs(session.startsAt),
      end: dayjs(session.endsAt),
      timezone: TIME_ZONE,
      summary: inLanguage(session.title, languageId),
      // Many calendar apps show no URL property: the link is also the description's last line.
      description: description ? `${description}\n\n${url}` : url,
      location: session.place,
      url,
      status: ICalEventStatus.CONFIRMED,
    });
  }

  const fileOf = (calendar: ICalCalendar, fileName: string, cacheSeconds?: number): FileResult => ({
    data: calendar.toString(),
    contentType: `${CALENDAR_CONTENT_TYPE}; charset=utf-8`,
    fileName: `${fileName}.ics`,
    ...(cacheSeconds ? { cacheSeconds } : {}),
  });

  return {
    /**
     * The feed: published sessions open to anyone (privilege 1) that began in the past year or
     * are to come. It is the same for every caller, so caches may keep it a few minutes.
     */
    async feed(municipalityId: number, languageId: LanguageId, now = new Date()): Promise<FileResult> {
      const [calendar, sessions] = await Promise.all([
        calendarOf(municipalityId, languageId),
        listCalendarSessions(db, {
          municipalityId,
          privilegeId: Privilege.Anyone,
          from: new Date(now.getTime() - CALENDAR_PAST_DAYS * DAY_MS),
        }),
      ]);
      for (const session of sessions) addEvent(calendar, session, languageId);
      return fileOf(calendar, calendar.name() ?? 'sessions', CALENDAR_CACHE_SECONDS);
    },

    /** One session the caller may see in public, as an event to import (404 as for its page). */
    async event(
      p: Principal | null,
      municipalityId: number,
      id: number,
      languageId: LanguageId,
    ): Promise<FileResult> {
      const session = await repo.findSession(db, municipalityId, id);
      if (
        !session ||
        !session.published ||
        !privilegesVisibleTo(p?.profileId ?? null).includes(session.privilegeId)
      )
        throw notFound();
      const calendar = await calendarOf(municipalityId, languageId);
      calendar.method(ICalCalendarMethod.PUBLISH);
      addEvent(calendar, session, languageId);
      return fileOf(calendar, inLanguage(session.title, languageId));
    },
  };
}

export type SessionCalendar = ReturnType<typeof createSessionCalendar>;
