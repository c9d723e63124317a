/**
 * Every public component of the kit (`@storefront/ui` and `@storefront/ui/console`) has a props table
 * with its TypeScript types in Storybook's Docs. Autodocs makes a story file's Docs page from its
 * meta's `component` and `subcomponents`, and the table from what Storybook's react-docgen plugin
 * finds in the component's source. The stories project of Vitest leaves that plugin out, so this test
 * runs the plugin itself (from `@storybook/react-vite`'s preset, as `storybook dev` and `build` do) on
 * each public component's file, and reads the metas from the story files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

type DocgenInfo = { readonly props?: Readonly<Record<string, { readonly tsType?: unknown }>> };
type TransformPlugin = {
  readonly name?: string;
  readonly transform: (code: string, id: string) => Promise<{ code: string } | undefined>;
};

/** Storybook's react-docgen plugin, as its React + Vite preset adds it to Storybook's Vite config. */
async function docgenPlugin(): Promise<TransformPlugin> {
  const preset = (await import('@storybook/react-vite/preset')) as unknown as {
    viteFinal: (
      config: { plugins: unknown[] },
      options: { presets: { apply: (name: string) => Promise<unknown> } },
    ) => Promise<{ plugins: unknown[] }>;
  };
  const config = await preset.viteFinal(
    { plugins: [] },
    { presets: { apply: async (name) => (name === 'typescript' ? { reactDocgen: 'react-docgen' } : {}) } },
  );
  const plugin = config.plugins
    .flat()
    .find(
      (p): p is TransformPlugin => (p as { name?: string } | null)?.name === 'storybook:react-docgen-plugin',
    );
  if (!plugin) throw new Error("Storybook's preset added no react-docgen plugin");
  return plugin;
}

/** The docgen information the plugin attaches to each component of a file, by its local name. */
async function docgenOf(plugin: TransformPlugin, file: string): Promise<ReadonlyMap<string, DocgenInfo>> {
  const code = readFileSync(file, 'utf8');
  const out = await plugin.transform(code, file);
  const appended = out?.code.slice(code.length) ?? '';
  const parts = appended.split(/;(\w+)\.__docgenInfo=/).slice(1);
  const infos = new Map<string, DocgenInfo>();
  for (let i = 0; i + 1 < parts.length; i += 2) {
    infos.set(parts[i] ?? '', JSON.parse(parts[i + 1] ?? '{}') as DocgenInfo);
  }
  return infos;
}

/** The public PascalCase values of an entry point (`export { A, B } from './A/A.tsx'`), with their file. */
function publicExports(entry: string): readonly { name: string; file: string }[] {
  const text = readFileSync(entry, 'utf8');
  return [...text.matchAll(/export \{([^}]*)\} from '([^']+)'/g)].flatMap(([, names = '', from = '']) =>
    names
      .split(',')
      .map((n) => n.trim())
      .filter((n) => /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/.test(n))
      .map((name) => ({ name, file: path.resolve(path.dirname(entry), from) })),
  );
}

/**
 * The parts of a compound component: `export const Modal = { Root, Content: ModalContent }`, or
 * `export const SignInModal = Object.assign(SignInModalAll, { Root, ... })` (the whole one first).
 */
function compoundParts(file: string, name: string): readonly { part: string; local: string }[] | null {
  const text = readFileSync(file, 'utf8');
  const assigned = new RegExp(`export const ${name} = Object\\.assign\\((\\w+), \\{([^}]*)\\}`).exec(text);
  const body = assigned?.[2] ?? new RegExp(`export const ${name} = \\{([^}]*)\\}`).exec(text)?.[1];
  if (body === undefined) return null;
  const whole = assigned?.[1] ? [{ part: '', local: assigned[1] }] : [];
  return [
    ...whole,
    ...body
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const [part = '', local = part] = entry.split(':').map((s) => s.trim());
        return { part, local };
      }),
  ];
}

/** The component (and subcomponents) each story file's meta names, by name, with the meta's title. */
function docsPages(): ReadonlyMap<string, string> {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.stories.tsx')) files.push(full);
    }
  };
  walk(src);
  const pages = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const title = /\btitle: '([^']+)'/.exec(text)?.[1] ?? path.basename(file);
    const component = /\bcomponent: ([\w.]+)/.exec(text)?.[1];
    const subs = /\bsubcomponents: \{([^}]*)\}/.exec(text)?.[1] ?? '';
    const named = [
      ...(component ? [component] : []),
      ...subs
        .split(',')
        .map((entry) => entry.split(':').at(-1)?.trim() ?? '')
        .filter((value) => /^[\w.]+$/.test(value)),
    ];
    for (const name of named) if (!pages.has(name)) pages.set(name, title);
  }
  return pages;
}

describe("the kit's props tables in Storybook", () => {
  it('documents every public component on a Docs page, each prop with its TypeScript type', async () => {
    const plugin = await docgenPlugin();
    const pages = docsPages();
    const exports = [
      ...publicExports(path.join(src, 'index.ts')),
      ...publicExports(path.join(src, 'console/index.ts')),
    ];
    const docgen = new Map<string, ReadonlyMap<string, DocgenInfo>>();
    const problems: string[] = [];
    let components = 0;
    for (const { name, file } of exports) {
      if (!file.endsWith('.tsx')) continue;
      if (!docgen.has(file)) docgen.set(file, await docgenOf(plugin, file));
      const infos = docgen.get(file) ?? new Map<string, DocgenInfo>();
      const parts = infos.has(name)
        ? [{ shown: name, local: name }]
        : (compoundParts(file, name) ?? []).map(({ part, local }) => ({
            shown: part ? `${name}.${part}` : name,
            local,
          }));
      if (parts.length === 0) {
        problems.push(`${name}: react-docgen finds no component of that name in ${path.relative(src, file)}`);
        continue;
      }
      for (const { shown, local } of parts) {
        components += 1;
        const info = infos.get(local);
        if (!info) problems.push(`${shown}: react-docgen finds no component in ${path.relative(src, file)}`);
        if (!pages.has(shown)) problems.push(`${shown}: on no Docs page (no meta names it)`);
        // react-docgen reads object types and their intersections, not `Pick` or `Omit` of a local type:
        // such a part's table would list only the props it gives a default, without their types.
        const text = readFileSync(file, 'utf8');
        const propsType = new RegExp(`function ${local}\\([^)]*?\\}?: (\\w+)\\)`, 's').exec(text)?.[1];
        if (propsType && new RegExp(`type ${propsType} = (Pick|Omit)<\\w+Props,`).test(text))
          problems.push(
            `${shown}: its props type ${propsType} is a Pick or Omit that react-docgen cannot read`,
          );
        const untyped = Object.entries(info?.props ?? {})
          .filter(([, prop]) => prop.tsType === undefined)
          .map(([prop]) => prop);
        if (untyped.length > 0) problems.push(`${shown}: props without a type: ${untyped.join(', ')}`);
      }
    }
    expect(components).toBeGreaterThan(60);
    expect(problems).toEqual([]);
  }, 120_000);
});
