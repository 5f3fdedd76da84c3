import { describe, expect, it } from 'vitest';
import { type Manifest, pageScripts } from './page-scripts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_icons-1.js': { file: 'assets/icons-1.js', imports: ['_react-1.js', '_deep-1.js'] },
  '_deep-1.js': { file: 'assets/deep-1.js', imports: ['_icons-1.js'] },
  'src/List.tsx': { file: 'assets/List-1.js', isDynamicEntry: true, imports: ['_icons-1.js', 'index.html'] },
  'src/Details.tsx': { file: 'assets/Details-1.js', isDynamicEntry: true, imports: ['_deep-1.js'] },
  'src/helper.ts': { file: 'assets/helper-1.js' },
};

describe('the code a drawn page names in its head', () => {
  const scripts = pageScripts(manifest);

  it('is each lazy module the page loaded and all it imports, through cycles, once each', () => {
    expect(scripts(['src/List.tsx', 'src/Details.tsx']).sort()).toEqual([
      'assets/Details-1.js',
      'assets/List-1.js',
      'assets/deep-1.js',
      'assets/icons-1.js',
    ]);
  });

  it('leaves out what the page links already (the entry and its imports) and what is no lazy module', () => {
    expect(scripts(['src/List.tsx'])).not.toContain('assets/react-1.js');
    expect(scripts(['src/List.tsx'])).not.toContain('assets/index-1.js');
    expect(scripts(['src/helper.ts', 'src/Missing.tsx', 'index.html'])).toEqual([]);
  });

  it('is nothing without a manifest', () => {
    expect(pageScripts({})(['src/List.tsx'])).toEqual([]);
  });
});
