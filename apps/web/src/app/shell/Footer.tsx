import {
  Anchor,
  Container,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { laterNamespaces } from '@portal/i18n';
import { IconFileDownload } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from '../../lib/router';
import { useTranslation } from '../../lib/translation';
import { useBoot } from '../../lib/boot';
import { onFooterWanted } from '../../lib/footer';
import { loadWithTexts } from '../../lib/i18n';
import { webModules } from '../modules';
import classes from './shell.module.css';

/** A footer block is a form (the newsletter's): it comes with the texts of forms (decision 0017). */
const blocks = webModules.flatMap(({ id, footerBlock }) =>
  footerBlock
    ? [{ id, Block: lazy(async () => ({ default: await loadWithTexts(laterNamespaces, footerBlock) })) }]
    : [],
);
const links = webModules.flatMap((m) => m.footerLinks ?? []).sort((a, b) => a.order - b.order);

/** How long the footer must stay near the screen before its blocks load (see below). */
const SETTLE_MS = 800;

/**
 * Whether the footer's blocks should be there: once the reader scrolls the footer within 200
 * pixels of the screen, or it stays there unscrolled for a moment (a short page), or a home
 * entry asks for one (`lib/footer.ts`). The moment matters: while a page's content is still
 * loading the footer sits under the header, then moves down out of sight. Without
 * IntersectionObserver, at once; a page the server draws (`prerender`) has none.
 */
function useFooterNear(footer: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    if (near) return;
    const stop = onFooterWanted(() => setNear(true));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        clearTimeout(timer);
        if (!entries.at(-1)?.isIntersecting) return;
        // Scrolled to: the reader came down to it, so at once; otherwise after the moment.
        if (window.scrollY > 0) setNear(true);
        else timer = setTimeout(() => setNear(true), SETTLE_MS);
      },
      { rootMargin: '200px 0px' },
    );
    if (footer.current) observer.observe(footer.current);
    return () => {
      stop();
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [near, footer]);
  return near;
}

/** Newsletter sign-up, useful links and downloads, the portal's partners. */
export function Footer() {
  const { t } = useTranslation();
  const { hosting, municipalityTitle, language, languageId } = useBoot();
  const footer = useRef<HTMLElement>(null);
  const near = useFooterNear(footer);
  return (
    <footer ref={footer} className={`${classes.footer} on-dark-ground`}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
          {blocks.map(({ id, Block }) => (
            <div key={id} className={classes.footerBlock}>
              {near && (
                <Suspense fallback={null}>
                  <Block />
                </Suspense>
              )}
            </div>
          ))}
          {links.length > 0 && (
            <nav aria-labelledby="footer-links">
              <Title order={2} size="h4" id="footer-links" c="white" mb="xs">
                {t('common.footer.linksTitle')}
              </Title>
              <Stack gap={6} component="ul" className={classes.footerList}>
                {links.map((link) => (
                  <li key={link.key}>
                    {'to' in link ? (
                      <Group gap={6} wrap="nowrap">
                        <Anchor component={Link} to={link.to} className={classes.footerLink}>
                          {t(link.label)}
                        </Anchor>
                        {link.download && (
                          <UnstyledButton
                            className={`${classes.footerLink} ${classes.footerIcon}`}
                            onClick={() => link.download!.action({ languageId })}
                            aria-label={t(link.download.label, { name: t(link.label) })}
                            title={t(link.download.label, { name: t(link.label) })}
                          >
                            <IconFileDownload size={18} aria-hidden />
                          </UnstyledButton>
                        )}
                      </Group>
                    ) : (
                      <UnstyledButton
                        className={classes.footerLink}
                        onClick={() => link.action({ languageId })}
                      >
                        {t(link.label)}
                      </UnstyledButton>
                    )}
                  </li>
                ))}
              </Stack>
            </nav>
          )}
          {hosting.sponsors.length > 0 && (
            <section aria-labelledby="footer-partners">
              <Title order={2} size="h4" id="footer-partners" c="white" mb="xs">
                {t('common.footer.partners')}
              </Title>
              <ul className={classes.partners}>
                {hosting.sponsors.map((s) => {
                  const logo = <Image src={s.logoUrl} alt={s.name[language]} h={56} w="auto" fit="contain" />;
                  return (
                    <li key={s.id} className={classes.partner}>
                      {s.url ? (
                        <a href={s.url} target="_blank" rel="noopener">
                          {logo}
                        </a>
                      ) : (
                        logo
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </SimpleGrid>
        <Text size="sm" mt="xl" c="white" ta="center">
          {t('common.footer.copyright', { year: new Date().getFullYear(), municipality: municipalityTitle })}
        </Text>
      </Container>
    </footer>
  );
}
