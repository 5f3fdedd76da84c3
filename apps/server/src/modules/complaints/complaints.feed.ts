import {
  COMPLAINTS_FEED_PATH,
  complaintsPages,
  ErrorBody,
  type LanguageId,
  languageIdByKey,
  languageKeyById,
} from '@portal/contracts';
import { languageCodes } from '@portal/i18n/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../platform/errors';
import type { Links } from '../../platform/links';
import type { TenantDirectory } from '../../platform/tenancy';
import { el, type XmlElement, xmlDocument } from '../../platform/xml';
import type { ComplaintsDeps } from './complaints.core';
import { nameIn } from './complaints.present';
import { feedEvents } from './complaints-feed.repository';
import type { MapBox } from './complaints-search.repository';
import { createCache } from '../../platform/cache';
import { languageOfLocale } from './complaints-open311.service';

/** Entries in the feed: the newest reports and resolutions, together. */
export const FEED_ENTRIES = 50;
const ATOM = 'http://www.w3.org/2005/Atom';
const TTL_MS = 60_000;
const CACHE_MAX = 200;

const FeedQuery = z.object({
  category: z.string().max(12).optional(),
  bbox: z.string().max(120).optional(),
  locale: z.string().max(12).optional(),
});

/** `minLon,minLat,maxLon,maxLat` as a box; null when the text is not one. */
export function parseBbox(text: string): MapBox | null {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length !== 4 || parts.some((p) => !/^-?\d{1,3}(\.\d+)?$/.test(p))) return null;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const within = (v: number, limit: number) => Math.abs(v) <= limit;
  if (!within(west, 180) || !within(east, 180) || !within(south, 90) || !within(north, 90)) return null;
  if (west > east || south > north) return null;
  return { west, south, east, north };
}

type FeedDeps = Pick<ComplaintsDeps, 'db' | 'texts'> & { tenants: TenantDirectory; links: Links };

/**
 * The Atom 1.0 feed of new and resolved public complaints at /feeds/complaints.atom, of the
 * whole municipality, a category (`?category=<id>`) or a map area (`?bbox=…`). Every address
 * in it comes from configuration, never from the request's Host; a feed is kept a minute.
 */
export function createComplaintsFeed(deps: FeedDeps) {
  const cache = createCache<string>({ ttlMs: TTL_MS, maxEntries: CACHE_MAX });

  async function build(
    municipalityId: number,
    input: { categoryId?: number; box?: MapBox; locale?: string; query: string },
  ): Promise<string> {
    const municipality = await deps.tenants.get(municipalityId);
    const language = languageOfLocale(
      input.locale,
      languageKeyById[municipality.primaryLanguageId as LanguageId],
    );
    const t = await deps.texts.translator(municipalityId, languageIdByKey[language]);
    const events = await feedEvents(deps.db, {
      municipalityId,
      categoryId: input.categoryId,
      box: input.box,
      limit: FEED_ENTRIES,
    });
    const owner = t('common.municipality.title', { name: municipality.name[language] });
    const self = deps.links.to(municipalityId, `${COMPLAINTS_FEED_PATH}${input.query}`);
    const entries: XmlElement[] = events.map((e) => {
      const link = deps.links.to(municipalityId, complaintsPages.details.to({ id: e.id }));
      const category = nameIn(e.categoryName, language) ?? '';
      return el('entry', [
        el('id', `${link}#${e.kind}`),
        el('title', t(`mail.feed.${e.kind}`, { title: e.title }), { type: 'text' }),
        el('link', [], { rel: 'alternate', type: 'text/html', href: link }),
        el('published', e.at.toISOString()),
        el('updated', e.at.toISOString()),
        // A resolution is the municipality's; a report is shown without its reporter.
        el('author', [el('name', e.kind === 'resolved' ? owner : t('mail.feed.reporter'))]),
        el('category', [], { term: String(e.categoryId), label: category }),
        el(
          'summary',
          t('mail.feed.summary', {
            status: t(`enums.complaintStatus.${e.statusId}`),
            address: e.address,
            category,
          }),
          { type: 'text' },
        ),
      ]);
    });
    const feed = el(
      'feed',
      [
        el('id', self),
        el('title', t('mail.feed.title', { municipality: owner }), { type: 'text' }),
        el('subtitle', t('mail.feed.subtitle'), { type: 'text' }),
        el('updated', (events[0]?.at ?? new Date()).toISOString()),
        el('link', [], { rel: 'self', type: 'application/atom+xml', href: self }),
        el('link', [], {
          rel: 'alternate',
          type: 'text/html',
          href: deps.links.to(municipalityId, complaintsPages.all.path),
        }),
        el('author', [el('name', owner), el('uri', deps.links.origin(municipalityId))]),
        el('generator', t('common.brand.name')),
        ...entries,
      ],
      { xmlns: ATOM, 'xml:lang': languageCodes[language] },
    );
    return xmlDocument(feed);
  }

  return {
    async feed(municipalityId: number, raw: z.output<typeof FeedQuery>): Promise<string> {
      const categoryId = raw.category === undefined || raw.category === '' ? undefined : Number(raw.category);
      if (categoryId !== undefined && !(Number.isInteger(categoryId) && categoryId > 0)) {
        throw badRequest('data_invalid', 'category');
      }
      const box = raw.bbox ? parseBbox(raw.bbox) : undefined;
      if (box === null) throw badRequest('data_invalid', 'bbox');
      // The feed's own address names what it holds, in a stable order.
      const params = new URLSearchParams();
      if (categoryId) params.set('category', String(categoryId));
      if (box) params.set('bbox', [box.west, box.south, box.east, box.north].join(','));
      if (raw.locale) params.set('locale', raw.locale);
      const query = params.size ? `?${params}` : '';
      return cache.read(`${municipalityId}${query}`, () =>
        build(municipalityId, { categoryId, box: box ?? undefined, locale: raw.locale, query }),
      );
    },
  };
}

/** The feed's route: beside /api, documented in the OpenAPI document under "Feeds". */
export function feedRoutes(app: FastifyInstance, deps: FeedDeps) {
  const feeds = createComplaintsFeed(deps);
  app.get(
    COMPLAINTS_FEED_PATH,
    {
      // Kept a minute per query, but each map area is a query of its own: per address too.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['Feeds'],
        operationId: 'Feeds.Complaints',
        summary: 'Atom feed of new and resolved public complaints, the newest 50',
        description:
          'Open to anyone. `category`: a complaint category id; `bbox`: a map area as ' +
          'minLon,minLat,maxLon,maxLat; `locale`: bs, hr or sr (else the municipality’s language).',
        security: [{}],
        querystring: FeedQuery,
        response: {
          200: {
            description: 'The feed (Atom 1.0)',
            content: { 'application/atom+xml': { schema: z.string() } },
          },
          400: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const xml = await feeds.feed(
        request.tenant.municipalityId,
        request.query as z.output<typeof FeedQuery>,
      );
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=60')
        .header('access-control-allow-origin', '*')
        .send(xml);
    },
  );
}
