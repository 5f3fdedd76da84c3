import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveInlineStyles, pageStyles } from './page-styles';

describe('moveInlineStyles', () => {
  it('moves each style attribute into a rule for its element, unescaped as the browser reads it', () => {
    const { html, css } = moveInlineStyles(
      '<div style="--a:1;width:calc(2rem * var(--s))"><span class="x" style="font-family:&quot;Noto&quot;, &#x27;A&#x27; &amp; b">t</span></div>',
    );
    expect(html).toBe('<div data-drawn-style="0"><span class="x" data-drawn-style="1">t</span></div>');
    expect(css).toBe(
      '#root [data-drawn-style="0"]{--a:1;width:calc(2rem * var(--s))}\n' +
        `#root [data-drawn-style="1"]{font-family:"Noto", 'A' & b}`,
    );
  });

  it('lets nothing in a declaration close the style element', () => {
    const { css } = moveInlineStyles('<p style="content:&quot;&lt;/style&gt;&lt;script&gt;&quot;">x</p>');
    expect(css).not.toContain('<');
    expect(css).toContain('\\3c /style>');
  });

  it('gives elements styled alike one rule', () => {
    const { html, css } = moveInlineStyles(
      '<a style="gap:1px"></a><b style="gap:2px"></b><i style="gap:1px"></i>',
    );
    expect(html).toBe('<a data-drawn-style="0"></a><b data-drawn-style="1"></b><i data-drawn-style="0"></i>');
    expect(css.split('\n')).toEqual([
      '#root [data-drawn-style="0"]{gap:1px}',
      '#root [data-drawn-style="1"]{gap:2px}',
    ]);
  });

  it('leaves a page without style attributes as it is', () => {
    expect(moveInlineStyles('<p class="a">style="no"</p>')).toEqual({
      html: '<p class="a">style="no"</p>',
      css: '',
    });
  });
});

describe('pageStyles', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'page-styles-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-1.css'), '.shell{color:red}.m_text{margin:0}');
  writeFileSync(path.join(dist, 'assets', 'Home-2.css'), '.hero{padding:0.5rem}.m_text{x:y}');
  writeFileSync(path.join(dist, 'assets', 'Paper-3.css'), '.m_paper{border:0}');
  writeFileSync(path.join(dist, 'assets', 'Map-4.css'), '.leaflet-pane{z-index:1}');
  const template = '<link rel="stylesheet" crossorigin href="/assets/index-1.css">';
  const styles = pageStyles(dist, template);

  it('finds the stylesheets of the classes a drawn page uses, beside those the page links already, with their text', () => {
    const found = styles('<div class="shell hero"><p class="m_paper  other">x</p></div>');
    expect(found.files).toEqual(['assets/Home-2.css', 'assets/Paper-3.css']);
    expect(found.css).toBe('.hero{padding:0.5rem}.m_text{x:y}\n.m_paper{border:0}');
  });

  it('lets no stylesheet close the style element it is put in', () => {
    writeFileSync(path.join(dist, 'assets', 'Odd-5.css'), '.odd::after{content:"</style><script>"}');
    const found = pageStyles(dist, template)('<p class="odd">x</p>');
    expect(found.css).not.toMatch(/<\/style/i);
  });

  it('needs none for classes the linked stylesheet has, or no stylesheet has, and reads no decimals as classes', () => {
    expect(styles('<p class="shell m_text unknown 5rem">x</p>')).toEqual({ files: [], css: '' });
    expect(styles('<p>class="hero"</p>').files).toEqual([]);
  });
});
