import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A class in a selector: `.name`, not a number's decimals (`0.5rem`). */
const CLASS_IN_CSS = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const LINKED = /href="\/(assets\/[^"]+\.css)"/g;

/**
 * The styles a page drawn on the server (`prerender`) needs beside the stylesheets its HTML links
 * already (decision 0031), to put in the page itself: the app loads a page's styles with the
 * page's code, which the first paint no longer waits for, and a dozen small stylesheets would
 * each be a request the first paint waits for. They are found by the classes the drawn page
 * uses, each class in the first built stylesheet that styles it; the result lists the
 * stylesheets (by file) and their text, in the order of the build's files.
 */
export function pageStyles(
  dist: string,
  template: string,
): (html: string) => { files: string[]; css: string } {
  const linked = new Set([...template.matchAll(LINKED)].map((m) => m[1]!));
  const assets = path.join(dist, 'assets');
  /** Each class, with the stylesheet that brings it; null when a linked one has it. */
  const styledBy = new Map<string, string | null>();
  const files = readdirSync(assets)
    .filter((name) => name.endsWith('.css'))
    .map((name) => `assets/${name}`)
    // The linked ones first: their classes need no other stylesheet.
    .sort((a, b) => Number(linked.has(b)) - Number(linked.has(a)) || a.localeCompare(b));
  const texts = new Map<string, string>();
  for (const file of files) {
    const css = readFileSync(path.join(dist, file), 'utf8');
    // Nothing in a stylesheet may close the style element it is put in (escaped once, here).
    if (!linked.has(file)) texts.set(file, css.replace(/<\/style/gi, '\\3c /style'));
    for (const [, name] of css.matchAll(CLASS_IN_CSS)) {
      if (!styledBy.has(name!)) styledBy.set(name!, linked.has(file) ? null : file);
    }
  }
  return (html) => {
    const needed = new Set<string>();
    for (const [, classes] of html.matchAll(CLASS_ATTRIBUTE)) {
      for (const name of classes!.split(/\s+/)) {
        const file = styledBy.get(name);
        if (file) needed.add(file);
      }
    }
    const inOrder = [...texts.keys()].filter((file) => needed.has(file));
    return {
      files: inOrder,
      css: inOrder.map((file) => texts.get(file)!).join('\n'),
    };
  };
}

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|(amp|quot|lt|gt|apos));/gi;
const NAMED: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };

const unescapeAttribute = (value: string) =>
  value.replace(ENTITY, (_, decimal?: string, hex?: string, name?: string) =>
    name ? NAMED[name.toLowerCase()]! : String.fromCodePoint(decimal ? Number(decimal) : parseInt(hex!, 16)),
  );

/**
 * The drawn page's style attributes as rules of one style element, so that the page's policy
 * need not allow style attributes (`style-src` without 'unsafe-inline'): each element gets the
 * number (`data-drawn-style`) of its declarations' rule, of the same weight as its attribute had
 * over the stylesheets' classes. The app draws the page again with its own styles as it starts.
 */
export function moveInlineStyles(html: string): { html: string; css: string } {
  // Elements styled alike share a rule (a group's gap, an image's size): fewer rules to match.
  const numbers = new Map<string, number>();
  const moved = html.replace(STYLE_ATTRIBUTE, (_, value: string) => {
    let n = numbers.get(value);
    if (n === undefined) {
      n = numbers.size;
      numbers.set(value, n);
    }
    return ` data-drawn-style="${n}"`;
  });
  const rules = [...numbers].map(
    // Nothing in a declaration may close the style element.
    ([value, n]) => `#root [data-drawn-style="${n}"]{${unescapeAttribute(value).replace(/</g, '\\3c ')}}`,
  );
  return { html: moved, css: rules.join('\n') };
}
