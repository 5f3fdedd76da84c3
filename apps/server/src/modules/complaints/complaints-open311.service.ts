import {
  COMPLAINT_COMMENT_MAX,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_TITLE_MAX,
  ComplaintEvent,
  ComplaintStatus,
  getComplaintImage,
  buildPath,
  infoSectionPages,
  type LanguageId,
  languageIdByKey,
  type LanguageKey,
  languageKeyById,
  ReportComplaint,
} from '@portal/contracts';
import { formatDate, type Translate } from '@portal/i18n/server';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import type { Links } from '../../platform/links';
import type { TenantDirectory } from '../../platform/tenancy';
import type { ServiceKeys } from '../rest-service-users';
import type { ComplaintsDeps } from './complaints.core';
import { nameIn } from './complaints.present';
import { insertHistory } from './complaints.repository';
import { activeCategories, type Open311Row, open311Requests } from './complaints-open311.repository';

/** The specification a GeoReport v2 endpoint names in its discovery document. */
export const GEOREPORT_V2 = 'http://wiki.open311.org/GeoReport_v2';
/** Where the endpoint lives, beside the portal's own API. */
export const OPEN311_BASE = '/open311/v2';
/** The spec's default and longest span of a requests query. */
export const SPAN_DAYS = 90;
/** The spec's largest answer of a requests query. */
export const REQUESTS_MAX = 1000;

const DAY_MS = 86_400_000;

/** A refusal in the spec's shape: an HTTP status and `[{ code, description }]`. */
export class Open311Error extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    readonly errors: { code: number; description: string }[],
  ) {
    super(errors.map((e) => e.description).join('; '));
    this.name = 'Open311Error';
  }
}

/** What a query or form gives: a value, a value given several times, or nothing. */
type Raw = Record<string, unknown>;

const one = (raw: Raw, key: string): string | undefined => {
  const value = raw[key];
  if (value === undefined || value === null) return undefined;
  // "Optional" in the spec: an empty parameter is no parameter.
  const text = Array.isArray(value) ? undefined : String(value).trim();
  return text === '' ? undefined : text;
};

/** A list parameter: comma-delimited, and may be given several times. */
const list = (raw: Raw, key: string): string[] => {
  const value = raw[key];
  const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return values
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter(Boolean);
};

const ID = /^\d{1,9}$/;
/** The W3C note's date and date-time forms; a time must carry its zone (Z or ±hh:mm). */
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The language a locale names (bs, hr, sr, sr-Cyrl, sr_cyr), else the municipality's own. */
export function languageOfLocale(locale: string | undefined, primary: LanguageKey): LanguageKey {
  const code = locale?.toLowerCase().replace('_', '-');
  if (code === 'bs' || code?.startsWith('bs-')) return 'bs';
  if (code === 'hr' || code?.startsWith('hr-')) return 'hr';
  if (code === 'sr' || code?.startsWith('sr-')) return 'sr_cyr';
  return primary;
}

/** An Open311 request: a public complaint in the spec's fields, values as the client reads them. */
export type Open311Request = {
  service_request_id: string;
  status: 'open' | 'closed';
  status_notes: string | null;
  service_name: string;
  service_code: string;
  description: string;
  agency_responsible: string | null;
  service_notice: string | null;
  requested_datetime: string;
  updated_datetime: string;
  expected_datetime: string | null;
  address: string;
  address_id: string | null;
  zipcode: string | null;
  lat: number;
  long: number;
  media_url: string | null;
};

export type Open311Service = {
  service_code: string;
  service_name: string;
  description: string;
  metadata: boolean;
  type: 'realtime';
  keywords: string;
  group: string;
};

export type Open311Discovery = {
  changeset: string;
  contact: string;
  key_service: string;
  endpoints: {
    specification: string;
    url: string;
    changeset: string;
    type: 'production' | 'test';
    formats: string[];
  }[];
};

export type Open311Created = { service_request_id: string; service_notice: string; account_id: null };

export type Open311Deps = Pick<ComplaintsDeps, 'db' | 'texts' | 'config'> & {
  tenants: TenantDirectory;
  links: Links;
  serviceKeys: ServiceKeys;
  /** The portal's own report use case; `within` runs in its transaction. */
  report(
    principal: Principal,
    input: ReturnType<typeof ReportComplaint.parse>,
    options: { within: (tx: Db, complaintId: number) => Promise<void> },
  ): Promise<{ id: number; number: string }>;
};

/** A title from a description without one: its first line, cut at a word near 80 characters. */
export function titleOf(description: string): string {
  const line = description.split(/\r?\n/).find((l) => l.trim() !== '') ?? description;
  const text = line.replace(/\s+/g, ' ').trim();
  const limit = Math.min(80, COMPLAINT_TITLE_MAX - 1);
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * Open311 GeoReport v2 over complaints (decision in the issue 18 report): services are the
 * municipality's active categories, requests its public complaints; a REST service user's
 * `api_key` creates a complaint as that user. Answers are plain data; the routes write them
 * as JSON or XML.
 */
export function createOpen311(deps: Open311Deps) {
  const { db, texts, tenants, links } = deps;

  /** The municipality asked, its language (or the locale's) and a translator in it. */
  async function context(municipalityId: number, raw: Raw) {
    const municipality = await tenants.get(municipalityId);
    const primary = languageKeyById[municipality.primaryLanguageId as LanguageId];
    const language = languageOfLocale(one(raw, 'locale'), primary);
    const t = await texts.translator(municipalityId, languageIdByKey[language]);
    return { municipality, language, t };
  }

  /** jurisdiction_id may be left out (one portal, one municipality); given, it must name this one. */
  function assertJurisdiction(municipalityId: number, raw: Raw, t: Translate) {
    const given = one(raw, 'jurisdiction_id')
      ?.toLowerCase()
      .replace(/^www\./, '');
    if (given === undefined) return;
    const host = new URL(links.origin(municipalityId)).hostname.toLowerCase().replace(/^www\./, '');
    if (given !== host && given !== String(municipalityId)) {
      throw new Open311Error(404, [
        { code: 404, description: t('mail.feed.open311.errors.jurisdiction', { field: 'jurisdiction_id' }) },
      ]);
    }
  }

  function request(row: Open311Row, language: LanguageKey, municipalityId: number): Open311Request {
    return {
      service_request_id: String(row.id),
      status: row.statusId === ComplaintStatus.Resolved ? 'closed' : 'open',
      status_notes: row.statusNotes || null,
      service_name: nameIn(row.categoryName, language) ?? '',
      service_code: String(row.categoryId),
      description: row.description,
      agency_responsible: nameIn(row.unitName, language),
      service_notice: null,
      requested_datetime: row.dateCreated.toISOString(),
      updated_datetime: (row.statusId === ComplaintStatus.Resolved && row.dateResolved
        ? row.dateResolved
        : row.updatedAt
      ).toISOString(),
      expected_datetime: row.dueAt?.toISOString() ?? null,
      address: row.address,
      address_id: null,
      zipcode: null,
      lat: row.latitude,
      long: row.longitude,
      media_url:
        row.imageId === null
          ? null
          : links.to(municipalityId, buildPath(getComplaintImage.path, { id: row.imageId })),
    };
  }

  /** The range of a requests query: by default the last 90 days; never longer. */
  function range(raw: Raw, t: Translate, now: Date): { from: Date; to: Date } {
    const read = (key: 'start_date' | 'end_date') => {
      const value = one(raw, key);
      if (value === undefined) {
        if (Array.isArray(raw[key])) throw invalid(key);
        return undefined;
      }
      const date = W3C_DATE.test(value) ? new Date(value) : null;
      if (!date || Number.isNaN(date.getTime())) throw invalid(key);
      return date;
    };
    const invalid = (field: string) =>
      new Open311Error(400, [
        {
          code: 400,
          description: t('mail.feed.open311.errors.date', { field, example: '2026-01-01T00:00:00Z' }),
        },
      ]);
    const start = read('start_date');
    const end = read('end_date');
    const from = start ?? new Date((end ?? now).getTime() - SPAN_DAYS * DAY_MS);
    const to = end ?? (start ? new Date(start.getTime() + SPAN_DAYS * DAY_MS) : now);
    if (to < from) {
      throw new Open311Error(400, [
        {
          code: 400,
          description: t('mail.feed.open311.errors.dateOrder', { start: 'start_date', end: 'end_date' }),
        },
      ]);
    }
    if (to.getTime() - from.getTime() > SPAN_DAYS * DAY_MS) {
      throw new Open311Error(400, [
        { code: 400, description: t('mail.feed.open311.errors.span', { days: SPAN_DAYS }) },
      ]);
    }
    return { from, to };
  }

  function ids(raw: Raw, key: string, t: Translate): number[] {
    const values = list(raw, key);
    const wrong = values.filter((v) => !ID.test(v));
    if (wrong.length) {
      throw new Open311Error(400, [
        { code: 400, description: t('mail.feed.open311.errors.id', { field: key }) },
      ]);
    }
    return [...new Set(values.map(Number))].slice(0, REQUESTS_MAX);
  }

  return {
    async discovery(municipalityId: number, raw: Raw): Promise<Open311Discovery> {
      const { municipality, language, t } = await context(municipalityId, raw);
      // Generated now from the categories as they are: a client that caches by it reads afresh.
      const changeset = new Date().toISOString().slice(0, 16).replace('T', ' ');
      return {
        changeset,
        contact: t('mail.feed.open311.contact', {
          municipality: t('common.municipality.title', { name: municipality.name[language] }),
          url: links.to(municipalityId, infoSectionPages.helpContacts.path),
        }),
        key_service: t('mail.feed.open311.keyService', { field: 'api_key' }),
        endpoints: [
          {
            specification: GEOREPORT_V2,
            url: `${links.origin(municipalityId)}${OPEN311_BASE}`,
            changeset,
            type: deps.config.DEMO_DATA ? 'test' : 'production',
            formats: ['text/xml', 'application/json'],
          },
        ],
      };
    },

    async services(municipalityId: number, raw: Raw): Promise<Open311Service[]> {
      const { language, t } = await context(municipalityId, raw);
      assertJurisdiction(municipalityId, raw, t);
      const categories = await activeCategories(db, municipalityId);
      return categories.map((c) => ({
        service_code: String(c.id),
        service_name: nameIn(c.name, language) ?? '',
        description: nameIn(c.description, language) ?? '',
        metadata: false,
        type: 'realtime',
        keywords: '',
        group: t(`admin.codeLists.icons.${c.icon}`),
      }));
    },

    /** Public complaints by the spec's filters, the newest first, at most 1000. */
    async requests(municipalityId: number, raw: Raw, now = new Date()): Promise<Open311Request[]> {
      const { language, t } = await context(municipalityId, raw);
      assertJurisdiction(municipalityId, raw, t);
      const wanted = ids(raw, 'service_request_id', t);
      if (wanted.length) {
        const rows = await open311Requests(db, { municipalityId, ids: wanted, limit: REQUESTS_MAX });
        return rows.map((row) => request(row, language, municipalityId));
      }
      const statuses = list(raw, 'status').map((s) => s.toLowerCase());
      if (statuses.some((s) => s !== 'open' && s !== 'closed')) {
        throw new Open311Error(400, [
          {
            code: 400,
            description: t('mail.feed.open311.errors.status', {
              field: 'status',
              open: 'open',
              closed: 'closed',
            }),
          },
        ]);
      }
      const status = new Set(statuses).size === 1 ? (statuses[0] as 'open' | 'closed') : undefined;
      const { from, to } = range(raw, t, now);
      const rows = await open311Requests(db, {
        municipalityId,
        categoryIds: ids(raw, 'service_code', t),
        from,
        to,
        status,
        limit: REQUESTS_MAX,
      });
      return rows.map((row) => request(row, language, municipalityId));
    },

    /** One public complaint; a hidden, inappropriate or unknown one is not found. */
    async request(municipalityId: number, id: string, raw: Raw): Promise<Open311Request[]> {
      const { language, t } = await context(municipalityId, raw);
      assertJurisdiction(municipalityId, raw, t);
      const rows = ID.test(id)
        ? await open311Requests(db, { municipalityId, ids: [Number(id)], limit: 1 })
        : [];
      if (!rows[0]) {
        throw new Open311Error(404, [
          { code: 404, description: t('mail.feed.open311.errors.notFound', { field: 'service_request_id' }) },
        ]);
      }
      return [request(rows[0], language, municipalityId)];
    },

    /**
     * Creates a complaint as the REST service user the api_key names. Who the person is
     * (name, e-mail, phone, their account or device at the client) and a media_url are kept
     * for staff as an internal note of the complaint, never shown to the public; the media is
     * not fetched.
     */
    async create(
      municipalityId: number,
      ip: string,
      raw: Raw,
      options: { limit(caller: Principal): Promise<void> },
    ): Promise<Open311Created[]> {
      const { t } = await context(municipalityId, raw);
      const apiKey = one(raw, 'api_key');
      const caller = apiKey ? await deps.serviceKeys.authenticate({ municipalityId, ip, apiKey }) : null;
      if (!caller) {
        throw new Open311Error(403, [
          { code: 403, description: t('mail.feed.open311.errors.apiKey', { field: 'api_key' }) },
        ]);
      }
      await options.limit(caller);
      assertJurisdiction(municipalityId, raw, t);
      const errors: { code: number; description: string }[] = [];
      const refuse = (key: string, params: Record<string, unknown>) =>
        errors.push({ code: 400, description: t(`mail.feed.open311.errors.${key}`, params) });

      const code = one(raw, 'service_code');
      let categoryId: number | null = null;
      if (code === undefined) refuse('required', { field: 'service_code' });
      else if (!ID.test(code)) refuse('id', { field: 'service_code' });
      else {
        const active = await activeCategories(db, municipalityId);
        if (!active.some((c) => c.id === Number(code))) {
          throw new Open311Error(404, [
            { code: 404, description: t('mail.feed.open311.errors.service', { field: 'service_code' }) },
          ]);
        }
        categoryId = Number(code);
      }
      const [lat, long] = [one(raw, 'lat'), one(raw, 'long')].map((v) =>
        v !== undefined && /^-?\d{1,3}(\.\d+)?$/.test(v) ? Number(v) : v,
      );
      if (lat === undefined || long === undefined) refuse('location', { lat: 'lat', long: 'long' });
      else if (
        typeof lat !== 'number' ||
        typeof long !== 'number' ||
        Math.abs(lat) > 90 ||
        Math.abs(long) > 180
      ) {
        refuse('coordinates', { lat: 'lat', long: 'long' });
      }
      const description = one(raw, 'description');
      if (description === undefined) refuse('required', { field: 'description' });
      else if (description.length > COMPLAINT_DESCRIPTION_MAX) {
        refuse('tooLong', { field: 'description', max: COMPLAINT_DESCRIPTION_MAX });
      }
      const address = one(raw, 'address_string');
      if (errors.length) throw new Open311Error(400, errors);

      const latitude = lat as number;
      const longitude = long as number;
      const parsed = ReportComplaint.safeParse({
        title: titleOf(description!),
        description,
        categoryId,
        latitude,
        longitude,
        // Without an address the place is its coordinates: every complaint has one to show.
        address: (address ?? `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`).slice(0, 300),
      });
      if (!parsed.success) {
        throw new Open311Error(
          400,
          parsed.error.issues.map((issue) => ({
            code: 400,
            description: t('mail.feed.open311.errors.invalid', { field: issue.path.join('.') }),
          })),
        );
      }
      const note = contactNote(raw, t, caller.username);
      const created = await deps.report(caller, parsed.data, {
        within: async (tx, complaintId) => {
          if (!note) return;
          await insertHistory(tx, {
            complaintId,
            statusId: ComplaintStatus.Created,
            userId: caller.userId,
            comment: note,
            event: ComplaintEvent.InternalNote,
            internal: true,
          });
        },
      });
      const [row] = await open311Requests(db, { municipalityId, ids: [created.id], limit: 1 });
      const notice = [
        t('mail.feed.open311.notice', { number: created.number }),
        row?.dueAt ? t('mail.feed.open311.noticeDue', { date: formatDate(row.dueAt) }) : null,
      ]
        .filter(Boolean)
        .join(' ');
      return [{ service_request_id: String(created.id), service_notice: notice, account_id: null }];
    },
  };
}

/** The person behind a client's request, for staff only; null when the client named nobody. */
function contactNote(raw: Raw, t: Translate, client: string): string | null {
  const name = [one(raw, 'first_name'), one(raw, 'last_name')].filter(Boolean).join(' ');
  const given: [string, string | undefined][] = [
    ['name', name || undefined],
    ['email', one(raw, 'email')],
    ['phone', one(raw, 'phone')],
    ['account', one(raw, 'account_id')],
    ['device', one(raw, 'device_id')],
    ['media', one(raw, 'media_url')],
  ];
  const lines = given.flatMap(([key, value]) =>
    value === undefined ? [] : [`${t(`mail.feed.open311.note.${key}`)}: ${value.slice(0, 300)}`],
  );
  if (!lines.length) return null;
  return [t('mail.feed.open311.note.title', { client }), ...lines].join('\n').slice(0, COMPLAINT_COMMENT_MAX);
}

export type Open311 = ReturnType<typeof createOpen311>;
