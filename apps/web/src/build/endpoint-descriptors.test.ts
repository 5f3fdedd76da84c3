import { describe, expect, it } from 'vitest';
import { endpointDescriptors } from '../../vite.endpoints.ts';

type Hooks = {
  buildStart(this: { error(message: string): never }): Promise<void>;
  resolveId(source: string): string | null;
  load(id: string): string | null;
  transform(code: string, id: string): { code: string } | null;
};

/** The build's plugin, started as the build starts it (it loads the contracts once). */
async function started(): Promise<Hooks> {
  const plugin = endpointDescriptors() as unknown as Hooks;
  await plugin.buildStart.call({
    error(message: string): never {
      throw new Error(message);
    },
  });
  return plugin;
}

const FILE = '/work/portal/apps/web/src/features/example/Example.tsx';

describe('endpoint descriptors in the build (decision 0017)', () => {
  it('gives a web file the endpoints it calls as plain data, and keeps the declaration where a schema is read', async () => {
    const plugin = await started();
    const code = [
      "import { getMenu, login, type ErrorBody } from '@portal/contracts';",
      'const form = useZodForm(login.body);',
      'call(getMenu, {});',
    ].join('\n');
    const out = plugin.transform(code, FILE)!.code;
    // `login.body` is a form's schema: that import stays; `getMenu` comes from a descriptor module.
    expect(out).toContain("import { login } from '@portal/contracts';");
    const routed = /from '(portal-endpoints:[^']+)'/.exec(out)?.[1];
    expect(routed).toBeDefined();
    const id = plugin.resolveId(routed!)!;
    const source = plugin.load(id)!;
    expect(source).toMatch(/^export const getMenu = \{/);
    expect(source).not.toContain('_zod');
    const descriptor = JSON.parse(source.replace(/^export const getMenu = /, '').replace(/;$/, ''));
    expect(descriptor).toMatchObject({
      name: 'MenuItem.GetAll',
      method: 'GET',
      path: '/api/MenuItem/GetAll/:languageId',
    });
    expect(descriptor.access).toBeDefined();
  });

  it('leaves files outside the web app, and files that import nothing of the contracts, alone', async () => {
    const plugin = await started();
    const code = "import { getMenu } from '@portal/contracts';\ncall(getMenu, {});";
    expect(plugin.transform(code, '/work/portal/apps/server/src/app.ts')).toBeNull();
    expect(plugin.transform("import { x } from './x';", FILE)).toBeNull();
  });
});
