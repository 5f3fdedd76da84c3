import { COMPLAINTS_FEED_PATH, type LanguageKey } from '@portal/contracts';
import { useTranslation } from '../../../lib/translation';
import { useBoot } from '../../../lib/boot';

const LOCALES: Record<LanguageKey, string> = { bs: 'bs', hr: 'hr', sr_cyr: 'sr' };

/** The feed's address: of a category when the list shows one, in the page's language. */
export function feedHref(language: LanguageKey, categoryId?: number | null): string {
  const params = new URLSearchParams();
  if (categoryId) params.set('category', String(categoryId));
  params.set('locale', LOCALES[language]);
  return `${COMPLAINTS_FEED_PATH}?${params}`;
}

/**
 * Tells browsers and feed readers of the Atom feed of new and resolved complaints: a
 * `<link rel="alternate">`, which React places in the document's head.
 */
export function ComplaintsFeedLink({ categoryId }: { categoryId?: number | null }) {
  const { t } = useTranslation();
  const { language } = useBoot();
  return (
    <link
      rel="alternate"
      type="application/atom+xml"
      title={t('complaints.feed.linkTitle')}
      href={feedHref(language, categoryId)}
    />
  );
}
