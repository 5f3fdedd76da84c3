function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The HTML twin of a plain-text e-mail: paragraphs and line breaks, with only the links
 * the portal made (`links`, built by platform/links) as anchors. An address typed by a
 * person (in a title, an address, a name) stays text: only the portal's links are links.
 */
export function mailHtml(text: string, links: readonly string[] = []): string {
  const escapedLinks = [...new Set(links.filter(Boolean).map(escapeHtml))].sort(
    (a, b) => b.length - a.length,
  );
  const anchors = escapedLinks.length
    ? new RegExp(`(?<![\\w/.-])(?:${escapedLinks.map(escapeRegExp).join('|')})(?![\\w/.-])`, 'g')
    : null;
  return text
    .split(/\n{2,}/)
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph);
      const linked = anchors ? escaped.replace(anchors, (url) => `<a href="${url}">${url}</a>`) : escaped;
      return linked.replace(/\n/g, '<br>');
    })
    .map((p) => `<p>${p}</p>`)
    .join('\n');
}
