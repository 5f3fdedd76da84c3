import type { PublicSessionDetails } from '@portal/contracts';
import { publicOrigin, useBoot } from '../../../lib/boot';
import { useLocation } from '../../../lib/router';

type Session = Pick<PublicSessionDetails, 'title' | 'description' | 'place' | 'startsAt' | 'endsAt'>;

/** The schema.org Event of a session, as search engines read it. */
export function sessionEvent(session: Session, organizer: string, locality: string, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: session.title,
    ...(session.description ? { description: session.description } : {}),
    startDate: session.startsAt,
    endDate: session.endsAt,
    // schema.org has no "finished" status: a held session stays as scheduled.
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: session.place,
      address: { '@type': 'PostalAddress', addressLocality: locality, addressCountry: 'BA' },
    },
    organizer: { '@type': 'GovernmentOrganization', name: organizer },
    url,
  };
}

/**
 * The session as JSON-LD. A `type="application/ld+json"` script is a data block the browser
 * never runs, so the page's script-src nonce policy does not apply to it; `<` is escaped so
 * that no text of the session can close the element. Its address is the page's at the
 * municipality's public address (configuration), without whatever query the visit came with.
 */
export function SessionEventMarkup({ session }: { session: Session }) {
  const { municipalityTitle, hosting, language } = useBoot();
  const { pathname } = useLocation();
  const event = sessionEvent(
    session,
    municipalityTitle,
    hosting.municipality.name[language],
    `${publicOrigin(hosting)}${pathname}`,
  );
  return <script type="application/ld+json">{JSON.stringify(event).replace(/</g, '\\u003c')}</script>;
}
