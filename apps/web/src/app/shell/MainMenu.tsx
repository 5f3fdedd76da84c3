import { Burger, Container, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { getMenu } from '@portal/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '../../lib/queries';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { Link, NavLink, useLocation } from '../../lib/router';
import { SideDrawer } from '../../components/drawer/SideDrawer';
import { DropdownMenu, type MenuEntry } from '../../components/menus/DropdownMenu';
import { call } from '../../lib/api-client';
import { useSession } from '../../lib/auth';
import { useBoot } from '../../lib/boot';
import { activeMenuKey, fromServerMenu, type ShellMenuItem } from '../../lib/menu';
import { menuEntries } from '../modules';
import classes from './shell.module.css';

/**
 * The menu: for visitors, the entries the modules declare, in the spec's order; for a
 * signed-in person, the menu the server gives for their profile and rights, reloaded
 * when the user changes. The current section is highlighted.
 */
export function MainMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { languageId } = useBoot();
  const session = useSession();
  const [opened, drawer] = useDisclosure(false);
  const server = useQuery({
    queryKey: ['menu', session?.user.id ?? 0, languageId],
    queryFn: () => call(getMenu, { params: { languageId } }),
    enabled: Boolean(session),
  });
  const items: ShellMenuItem[] = session
    ? fromServerMenu(server.data ?? [])
    : menuEntries.map((entry) => ({
        key: entry.key,
        label: t(entry.label),
        url: entry.path ?? null,
        children: (entry.children ?? []).map((c) => ({
          key: c.key,
          label: t(c.label),
          url: c.path,
          children: [],
        })),
      }));
  const homeKey = items.find((item) => item.url === '/home')?.key ?? 'home';
  const active = activeMenuKey(pathname, items, homeKey);

  // Any change of page closes the drawer (the back button too), as the new page is drawn: an
  // effect ran only after the page was on the screen, and a tap on the menu button in between
  // opened a drawer that the effect then closed (a journey on a slow machine tapped there).
  const { close } = drawer;
  const [drawnPath, setDrawnPath] = useState(pathname);
  if (drawnPath !== pathname) {
    setDrawnPath(pathname);
    close();
  }

  return (
    <nav aria-label={t('common.menu.label')} className={`${classes.menuBar} on-dark-ground`}>
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
          {items.map((item) => (
            <li key={item.key}>
              <TopItem item={item} active={item.key === active} />
            </li>
          ))}
        </ul>
      </Container>
      <SideDrawer
        opened={opened}
        onClose={drawer.close}
        title={t('common.menu.label')}
        closeLabel={t('common.menu.close')}
      >
        <DrawerItems items={items} depth={0} onFollow={close} />
      </SideDrawer>
    </nav>
  );
}

function TopItem({ item, active }: { item: ShellMenuItem; active: boolean }) {
  const { pathname } = useLocation();
  if (item.url) {
    // "page" when the link is this very page; "true" when it only marks the section.
    const current = active ? (pathname === item.url ? 'page' : 'true') : undefined;
    return (
      <Link
        to={item.url}
        className={classes.menuLink}
        data-active={active || undefined}
        aria-current={current}
      >
        {item.label}
      </Link>
    );
  }
  const link = (entry: ShellMenuItem) => ({
    kind: 'link' as const,
    key: entry.key,
    label: entry.label,
    to: entry.url!,
  });
  const entries: MenuEntry[] = item.children.map((child) =>
    child.url
      ? link(child)
      : {
          kind: 'group',
          key: child.key,
          label: child.label,
          items: child.children.filter((entry) => entry.url).map(link),
        },
  );
  return (
    <DropdownMenu
      openOnHover
      className={classes.menuDropdown}
      entries={entries}
      target={
        <UnstyledButton className={classes.menuLink} data-active={active || undefined}>
          {item.label} <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      }
    />
  );
}

/** The drawer's entries as nested lists: a group is named by its label and lists its entries. */
function DrawerItems({
  items,
  depth,
  labelledBy,
  onFollow,
}: {
  items: ShellMenuItem[];
  depth: number;
  labelledBy?: string;
  /** A link was followed: the drawer closes, also when it leads to the page already shown. */
  onFollow: () => void;
}) {
  return (
    <ul className={classes.drawerList} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.key}>
          {item.url ? (
            <NavLink
              to={item.url}
              onClick={onFollow}
              className={classes.drawerLink}
              style={{ paddingLeft: 12 + depth * 16 }}
            >
              {item.label}
            </NavLink>
          ) : (
            <>
              <Text
                component="span"
                id={`drawer-group-${item.key}`}
                size="sm"
                fw={700}
                c="dimmed"
                mt="xs"
                pl={12 + depth * 16}
                className={classes.drawerGroup}
              >
                {item.label}
              </Text>
              <DrawerItems
                items={item.children}
                depth={depth + 1}
                labelledBy={`drawer-group-${item.key}`}
                onFollow={onFollow}
              />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
