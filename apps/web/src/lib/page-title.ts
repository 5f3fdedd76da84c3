import { useEffect } from 'react';
import { useTranslation } from './translation';
import { useBoot } from './boot';

/** Sets the window title: the page, the municipality, the portal. */
export function usePageTitle(title: string | null): void {
  const { t } = useTranslation();
  const { municipalityTitle } = useBoot();
  useEffect(() => {
    document.title = [title, municipalityTitle, t('common.brand.name')].filter(Boolean).join(' · ');
  }, [title, municipalityTitle, t]);
}
