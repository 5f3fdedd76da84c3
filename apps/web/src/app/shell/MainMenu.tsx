import { Burger, Container, Drawer, Menu, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { activeMenuKey } from '../../lib/menu';
import type { MenuEntry } from '../../lib/module';
import { menuEntries } from '../modules';
import classes from './shell.module.css';

/** The menu of signed-out visitors: entries in the spec's order, the current section highlighted. */
export function MainMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, drawer] = useDisclosure(false);
  const active = activeMenuKey(pathname, menuEntries);

  useEffect(() => drawer.close(), [pathname, drawer]);

  return (
    <nav aria-label={t('common.menu.label')} className={classes.menuBar}>
      <Container size="lg">
        <Burger
          opened={opened}
          onClick={drawer.toggle}
          color="white"
          size="sm"
          className={classes.burger}
          aria-label={opened ? t('common.menu.close') : t('common.menu.open')}
          aria-expanded={opened}
        />
        <ul className={classes.menuList}>
          {menuEntries.map((entry) => (
            <li key={entry.key}>
              <MenuItem entry={entry} active={entry.key === active} />
            </li>
          ))}
        </ul>
      </Container>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        title={t('common.menu.label')}
        size="xs"
        closeButtonProps={{ 'aria-label': t('common.menu.close') }}
      >
        <Stack gap={4}>
          {menuEntries.flatMap((entry) =>
            (entry.children ?? [{ key: entry.key, label: entry.label, path: entry.path ?? '/home' }]).map(
              (item) => (
                <NavLink key={item.key} to={item.path} className={classes.drawerLink}>
                  {t(item.label)}
                </NavLink>
              ),
            ),
          )}
        </Stack>
      </Drawer>
    </nav>
  );
}

function MenuItem({ entry, active }: { entry: MenuEntry; active: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!entry.children) {
    // "page" when the link is this very page; "true" when it only marks the section.
    const current = active ? (pathname === entry.path ? 'page' : 'true') : undefined;
    return (
      <Link
        to={entry.path ?? '/home'}
        className={classes.menuLink}
        data-active={active || undefined}
        aria-current={current}
      >
        {t(entry.label)}
      </Link>
    );
  }
  return (
    <Menu trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start">
      <Menu.Target>
        <UnstyledButton className={classes.menuLink} data-active={active || undefined}>
          {t(entry.label)} <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {entry.children.map((child) => (
          <Menu.Item key={child.key} component={NavLink} to={child.path}>
            {t(child.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
