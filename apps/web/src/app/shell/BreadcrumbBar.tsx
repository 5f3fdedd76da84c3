import { Anchor, Container } from '@mantine/core';
import { Fragment } from 'react';
import { Link, useLocation } from '../../lib/router';
import { useTranslation } from '../../lib/translation';
import { buildBreadcrumbs, type Crumb } from '../../lib/breadcrumbs';
import { isPage } from '../pages';
import classes from './shell.module.css';

/** The trail to the current page, built from its path. */
export function BreadcrumbBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const home = t('common.breadcrumbs.home');
  const crumbs: Crumb[] =
    pathname === '/' || isPage(pathname)
      ? buildBreadcrumbs(pathname, {
          caption: (segment) => t(`common.breadcrumbs.${segment}`, { defaultValue: '' }) || null,
          isPage,
          homeCaption: home,
        })
      : [
          { link: '/home', caption: home, active: false },
          { link: null, caption: t('pages.notFound.title'), active: true },
        ];
  return (
    <nav aria-label={t('common.breadcrumbs.label')} className={classes.breadcrumbBar}>
      <Container size="lg">
        <ol className={classes.breadcrumbs}>
          {crumbs.map((crumb, i) => (
            <Fragment key={`${i}-${crumb.caption}`}>
              <li>
                {crumb.active || !crumb.link ? (
                  <span
                    aria-current={crumb.active ? 'page' : undefined}
                    className={crumb.active ? classes.crumbActive : undefined}
                  >
                    {crumb.caption}
                  </span>
                ) : (
                  <Anchor component={Link} to={crumb.link} size="sm">
                    {crumb.caption}
                  </Anchor>
                )}
              </li>
            </Fragment>
          ))}
        </ol>
      </Container>
    </nav>
  );
}
