import { Container } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from '../../lib/router';
import { useTranslation } from '../../lib/translation';
import { LeaveGuardProvider } from '../../components/LeaveGuard';
import { spinner } from '../../lib/spinner';
import { BreadcrumbBar } from './BreadcrumbBar';
import { Footer } from './Footer';
import { MainMenu } from './MainMenu';
import { PageErrorBoundary } from './PageErrorBoundary';
import classes from './shell.module.css';
import { SpinnerOverlay } from './SpinnerOverlay';
import { ToastBar } from './ToastBar';
import { TopBar } from './TopBar';

/**
 * The shell of every page: top bar, menu, breadcrumbs, content, footer, and the
 * global spinner and toast bar. Each navigation scrolls to the top and moves focus
 * to the content; the spinner shows while a route loads; a page that cannot be drawn says so
 * in the shell (PageErrorBoundary).
 */
export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  useEffect(() => {
    if (navigation.state === 'loading') spinner.forceShow();
    else spinner.release();
  }, [navigation.state]);

  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a href="#main" className={classes.skipLink}>
        {t('common.shell.skipToContent')}
      </a>
      <TopBar />
      <MainMenu />
      <BreadcrumbBar />
      <main id="main" ref={main} tabIndex={-1} className={classes.main}>
        <Container size="lg">
          <LeaveGuardProvider>
            <PageErrorBoundary key={pathname}>
              <Outlet />
            </PageErrorBoundary>
          </LeaveGuardProvider>
        </Container>
      </main>
      <Footer />
      <SpinnerOverlay />
      <ToastBar />
    </>
  );
}
