export type Crumb = {
  /** Where the crumb leads; null for a segment that is not a page (shown as plain text). */
  link: string | null;
  caption: string;
  /** The last crumb is the current page. */
  active: boolean;
};

const NUMERIC = /^\d+$/;
const PIPE = '|';

/**
 * The breadcrumb trail of a path, by the spec's rules: a numeric segment is appended
 * to the previous crumb's link; a segment with a pipe is captioned by the text after
 * the pipe; a segment that is not a page has no link; the last crumb is active.
 * The trail starts at home. A segment without a caption of its own (a token in a
 * confirmation link) is treated like a number: it never shows.
 */
export function buildBreadcrumbs(
  pathname: string,
  options: {
    /** The caption of a segment; null for one that has none. */
    caption: (segment: string) => string | null;
    /** Whether a path is a page one can go to. */
    isPage: (path: string) => boolean;
    homeCaption: string;
  },
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);
  const trail: { path: string; caption: string; home?: true }[] =
    segments[0] === 'home' ? [] : [{ path: '/home', caption: options.homeCaption, home: true }];
  let path = '';
  for (const segment of segments) {
    path += `/${encodeURIComponent(segment)}`;
    const previous = trail[trail.length - 1];
    const pipe = segment.indexOf(PIPE);
    const caption =
      pipe >= 0 ? segment.slice(pipe + 1) : NUMERIC.test(segment) ? null : options.caption(segment);
    if (caption === null && previous && !previous.home) {
      previous.path = path;
      continue;
    }
    trail.push({ path, caption: caption ?? segment });
  }
  return trail.map((crumb, i) => ({
    link: options.isPage(crumb.path) ? crumb.path : null,
    caption: crumb.caption,
    active: i === trail.length - 1,
  }));
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
