import type { MenuItem } from '@portal/contracts';

/** A menu entry as the shell draws it: a link (url) or a group (children). */
export type ShellMenuItem = { key: string; label: string; url: string | null; children: ShellMenuItem[] };

const firstSegment = (path: string) => path.split('/').filter(Boolean)[0] ?? '';

function links(item: ShellMenuItem): string[] {
  return [...(item.url ? [item.url] : []), ...item.children.flatMap(links)];
}

/**
 * The top entry to highlight: the one holding a link into the same section (first path
 * segment) as the current page. Any other path highlights home.
 */
export function activeMenuKey(pathname: string, items: readonly ShellMenuItem[], homeKey = 'home'): string {
  const section = firstSegment(pathname);
  return items.find((item) => links(item).some((url) => firstSegment(url) === section))?.key ?? homeKey;
}

type ServerItem = Pick<MenuItem, 'id' | 'name' | 'url'> & {
  childItems: ServerItem[];
  secondLevelItems: ServerItem[];
};

/** The server's menu (groups with childItems and secondLevelItems) as shell entries. */
export function fromServerMenu(items: readonly ServerItem[]): ShellMenuItem[] {
  return items.map((item) => ({
    key: `m${item.id}`,
    label: item.name,
    url: item.url,
    children: fromServerMenu([...item.childItems, ...item.secondLevelItems]),
  }));
}
