// Per-component Mantine styles: each module that imports components from '@mantine/core' also
// imports those components' stylesheets (and the stylesheets of the components they are built
// from, dependencies first), so a page's chunk brings only the CSS its components use instead of
// the whole 200 KB stylesheet on every page. main.tsx imports the base (baseline, variables, global).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const CORE_IMPORT = /import\s*(type\s*)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;
const NOTIFICATIONS_IMPORT = /from\s*['"]@mantine\/notifications['"]/;
const RELATIVE_IMPORT = /(?:import|export)\s*(?:[^'"]*?from\s*)?['"](\.[^'"]+\.mjs)['"]/g;

export function mantineStyles(): Plugin {
  const require = createRequire(import.meta.url);
  // The package's exports name no package.json: its root is found from the stylesheet export.
  const coreRoot = path.dirname(require.resolve('@mantine/core/styles.css'));
  const componentsRoot = path.join(coreRoot, 'esm', 'components');
  // Checkbox, Radio and Switch are built on utils/InlineInput, whose stylesheet lays the box beside
  // its label: without it the label falls below the box.
  const utilsRoot = path.join(coreRoot, 'esm', 'utils');
  const rootOf = (file: string) => [componentsRoot, utilsRoot].find((root) => file.startsWith(root + path.sep));
  const dependencyCache = new Map<string, string[]>();

  /** Component (and utils) folders a file's imports reach, dependencies before the components using them. */
  function componentsReachedFrom(file: string, visiting: Set<string>, ordered: string[]): void {
    if (visiting.has(file)) return;
    visiting.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
      const target = path.resolve(path.dirname(file), specifier!);
      if (rootOf(target)) componentsReachedFrom(target, visiting, ordered);
    }
    const component = path.relative(rootOf(file) ?? componentsRoot, file).split(path.sep)[0]!;
    if (!ordered.includes(component)) ordered.push(component);
  }

  function stylesheetsFor(name: string): string[] {
    const cached = dependencyCache.get(name);
    if (cached) return cached;
    const entry = path.join(componentsRoot, name, `${name}.mjs`);
    const ordered: string[] = [];
    if (existsSync(entry)) componentsReachedFrom(entry, new Set(), ordered);
    const sheets = ordered.filter((component) => existsSync(path.join(coreRoot, 'styles', `${component}.css`)));
    dependencyCache.set(name, sheets);
    return sheets;
  }

  return {
    name: 'mantine-styles',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.(tsx?|jsx?)$/.test(id)) return null;
      const names = new Set<string>();
      for (const [, typeOnly, list] of code.matchAll(CORE_IMPORT)) {
        if (typeOnly) continue;
        for (const part of list!.split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!;
          if (/^[A-Z]/.test(name) && !part.trim().startsWith('type ')) names.add(name);
        }
      }
      if (NOTIFICATIONS_IMPORT.test(code)) names.add('Notification');
      const sheets = [...new Set([...names].flatMap(stylesheetsFor))];
      if (sheets.length === 0) return null;
      const imports = sheets.map((sheet) => `import '@mantine/core/styles/${sheet}.css';`).join('\n');
      return { code: `${imports}\n${code}`, map: null };
    },
  };
}
