type Entry = { key: string; path?: string; children?: { path: string }[] };

const firstSegment = (path: string) => path.split('/').filter(Boolean)[0] ?? '';

/**
 * The menu entry to highlight: the one whose page, or one of whose children's
 * pages, lies in the same section as the current path. Any other path highlights home.
 */
export function activeMenuKey(pathname: string, entries: readonly Entry[], homeKey = 'home'): string {
  const section = firstSegment(pathname);
  const entry = entries.find((e) =>
    [e.path, ...(e.children ?? []).map((c) => c.path)].some(
      (p) => p !== undefined && firstSegment(p) === section,
    ),
  );
  return entry?.key ?? homeKey;
}
