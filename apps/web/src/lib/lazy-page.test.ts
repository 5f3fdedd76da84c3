import { createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function ListPage({ name }: { name: string }): ReactElement {
  return createElement('p', null, name);
}
function HomePage(): ReactElement {
  return createElement('p', null, 'home');
}
const pages = async () => ({ ListPage, HomePage });

type Loaded = { Component: (props: object) => ReactElement };
const load = async (lazy: ReturnType<typeof lazyPage>) => (await (lazy as () => Promise<Loaded>)()) as Loaded;

describe('lazyPage', () => {
  it('gives the route the page the module exports under the name', async () => {
    expect((await load(lazyPage(pages, 'HomePage'))).Component).toBe(HomePage);
  });

  it('gives a page that takes props the props given', async () => {
    const { Component } = await load(lazyPage(pages, 'ListPage', { name: 'DebateCategory' }));
    const element = Component({}) as ReactElement<{ name: string }>;
    expect(element.type).toBe(ListPage);
    expect(element.props).toEqual({ name: 'DebateCategory' });
  });

  it('loads the module only when the route is visited', async () => {
    let loaded = 0;
    const lazy = lazyPage(async () => {
      loaded += 1;
      return { HomePage };
    }, 'HomePage');
    expect(loaded).toBe(0);
    await load(lazy);
    expect(loaded).toBe(1);
  });

  it('asks for the props a page needs (checked by the type checker)', () => {
    // @ts-expect-error ListPage needs its `name`
    expect(lazyPage(pages, 'ListPage')).toBeTypeOf('function');
    // @ts-expect-error the module exports no such page
    expect(lazyPage(pages, 'NoSuchPage')).toBeTypeOf('function');
  });
});
