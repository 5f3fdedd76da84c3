import { createHash } from 'node:crypto';
import path from 'node:path';
import { type Plugin, runnerImport } from 'vite';

/**
 * The web's calls need of an endpoint only its name, method, path, access, `silent`, whether
 * its body is a file upload (and the field) and whether its answer is a file: `call` does not
 * parse answers. The declarations in `@portal/contracts` also hold the zod schemas, and a
 * module of them brings zod and every schema of its file. In the build, an import of an
 * endpoint from `@portal/contracts` in the web's code (or of a value made only of endpoints and
 * access rules: `codeListEndpoints`, `complaintStaffAccess`) gets instead that descriptor,
 * written out as plain data from the declarations themselves, which are loaded here once per
 * build. The source is unchanged, so the types are the contract's; only the schemas are
 * missing at run time. A file that reads a schema off an endpoint (`login.body` for a form,
 * `codeListEndpoints[name].save.body`) keeps the declaration. Decision 0017.
 */
export function endpointDescriptors(): Plugin {
  const root = path.resolve(import.meta.dirname, '../..');
  const contractsEntry = path.join(root, 'packages/contracts/src/index.ts');
  const prefix = '\0portal-endpoints:';
  /** Each export of the contracts that has a descriptor, by name. */
  let descriptors = new Map<string, Descriptor>();
  return {
    name: 'endpoint-descriptors',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<Record<string, unknown>>(contractsEntry, {
        configFile: false,
        root,
        logLevel: 'error',
      });
      descriptors = new Map();
      for (const [name, value] of Object.entries(module)) {
        const descriptor = descriptorOf(value);
        if (descriptor) descriptors.set(name, descriptor);
      }
      if (![...descriptors.keys()].includes('getMenu')) {
        this.error('endpoint-descriptors: no endpoint found in @portal/contracts');
      }
    },
    resolveId(source) {
      return source.startsWith(prefix.slice(1)) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const names = id.slice(id.lastIndexOf(':') + 1).split(',');
      return names.map((name) => `export const ${name} = ${descriptors.get(name)!.source};`).join('\n');
    },
    transform(code, id) {
      if (!id.includes('/apps/web/src/') || id.includes('/node_modules/')) return null;
      if (!code.includes('@portal/contracts')) return null;
      const file = path.relative(root, id.split('?')[0]!);
      let changed = false;
      const out = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*(['"])@portal\/contracts\2;?/g,
        (statement, list: string) => {
          const kept: string[] = [];
          const routed: string[] = [];
          for (const part of list.split(',').map((p) => p.trim())) {
            if (!part || part.startsWith('type ')) continue;
            const [imported, local = imported] = part.split(/\s+as\s+/) as [string, string?];
            const descriptor = descriptors.get(imported);
            const readsSchema =
              descriptor?.omitted.size &&
              new RegExp(
                `\\b${local.replace('$', '\\$')}\\b[\\w$.\\[\\]!?]*\\.(${[...descriptor.omitted].join('|')})\\b`,
              ).test(code);
            if (descriptor && !readsSchema) routed.push(part);
            else kept.push(part);
          }
          if (!routed.length) return statement;
          changed = true;
          // A module of descriptors for each importing file (named by a hash of its path), so
          // that each lands in its importer's chunk; the statements stay on one line, so the
          // file's source map still holds.
          const names = routed.map((p) => p.split(/\s+as\s+/)[0]!);
          const owner = createHash('sha256').update(file).digest('hex').slice(0, 10);
          const routes = `import { ${routed.join(', ')} } from '${prefix.slice(1)}${owner}:${names.join(',')}';`;
          return kept.length ? `import { ${kept.join(', ')} } from '@portal/contracts'; ${routes}` : routes;
        },
      );
      return changed ? { code: out, map: null } : null;
    },
  };
}

type Endpoint = {
  name: string;
  method: string;
  path: string;
  access: unknown;
  silent?: boolean;
  body?: unknown;
  response?: unknown;
};

/** What the web gets instead of a value of the contracts: its source, and the schemas left out. */
type Descriptor = { source: string; omitted: Set<string> };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEndpoint(value: unknown): value is Endpoint {
  return isObject(value) && ['name', 'method', 'path', 'access'].every((key) => key in value);
}

function isSchema(value: unknown): boolean {
  return isObject(value) && '_zod' in value;
}

/** `{ public: true }` or `{ profiles, rights? }`: plain data. */
function isAccess(value: unknown): boolean {
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === 'public') return value['public'] === true;
  return (
    keys.includes('profiles') &&
    keys.every((k) => (k === 'profiles' || k === 'rights') && Array.isArray(value[k]))
  );
}

/**
 * The descriptor of an endpoint, an access rule, or a set of endpoints (a record or list of
 * endpoints and such sets, with schemas beside them: a discussion's calls and its request);
 * null for anything else, which the web imports as it is.
 */
function descriptorOf(value: unknown): Descriptor | null {
  const omitted = new Set<string>();
  const source = sourceOf(value, omitted, 0);
  return source === null ? null : { source, omitted };
}

function sourceOf(value: unknown, omitted: Set<string>, depth: number): string | null {
  if (isAccess(value)) return JSON.stringify(value);
  if (isEndpoint(value)) {
    for (const key of ['params', 'query', 'body', 'response']) omitted.add(key);
    const { name, method, path, access, silent } = value;
    const upload = isObject(value.body) && 'upload' in value.body ? value.body : undefined;
    // A file answer's types are the server's to check: the web only asks whether it is a file.
    const file = isObject(value.response) && 'file' in value.response ? { file: [] } : undefined;
    return isAccess(access)
      ? JSON.stringify({ name, method, path, access, silent, body: upload, response: file })
      : null;
  }
  if (depth > 3 || typeof value !== 'object' || value === null) return null;
  if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) return null;
  const members: string[] = [];
  let endpoints = 0;
  for (const [key, member] of Object.entries(value)) {
    if (member === undefined) continue;
    if (isSchema(member)) {
      omitted.add(key);
      continue;
    }
    const source = isAccess(member) ? null : sourceOf(member, omitted, depth + 1);
    if (source === null) return null;
    endpoints++;
    members.push(Array.isArray(value) ? source : `${JSON.stringify(key)}:${source}`);
  }
  if (!endpoints) return null;
  return Array.isArray(value) ? `[${members.join(',')}]` : `{${members.join(',')}}`;
}
