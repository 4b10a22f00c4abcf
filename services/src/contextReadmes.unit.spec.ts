// A context's README tells a newcomer where its story goes: every path it names must still be there
// after a file moves, and every context that owns a feature walks one story end to end.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const servicesSource = dirname(fileURLToPath(import.meta.url));
const repository = join(servicesSource, '..', '..');

/** The contexts that own something a person does, so their README walks it from screen to screen. */
const FEATURE_CONTEXTS = [
  'account',
  'alerts',
  'catalogue',
  'group',
  'microsite',
  'publication',
  'search',
  'sharing',
  'statistics',
  'swipe',
  'synchronizer',
];

/** A walk names the screen, the call, the route, the decider, the event, the projection and the read back. */
const FEWEST_STEPS = 7;

interface Readme {
  context: string;
  folder: string;
  text: string;
}

const readmes: Readme[] = readdirSync(servicesSource, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(servicesSource, entry.name, 'README.md')))
  .map((entry) => {
    const folder = join(servicesSource, entry.name);
    return { context: entry.name, folder, text: readFileSync(join(folder, 'README.md'), 'utf8') };
  });

interface Walk {
  heading: string;
  body: string;
}

/** The `## <Feature>, end to end` sections, each up to the next heading of its level or above. */
function walksOf(text: string): Walk[] {
  const sections = text.split(/^(?=## )/m).filter((section) => section.startsWith('## '));
  return sections.flatMap((section) => {
    const [heading = '', ...body] = section.split('\n');
    return /, end to end$/.test(heading.trim()) ? [{ heading: heading.trim(), body: body.join('\n') }] : [];
  });
}

/** Relative link targets: web addresses, mail addresses and anchors within the page are not paths. */
function linkedPaths(text: string): string[] {
  const targets = [...text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
  return targets
    .filter((target) => !/^(https?:|mailto:|#)/.test(target))
    .map((target) => decodeURIComponent(target.replace(/#.*$/, '')));
}

describe('context READMEs', () => {
  it('are found for every feature context', () => {
    const missing = FEATURE_CONTEXTS.filter((context) => !readmes.some((readme) => readme.context === context));
    expect(missing, 'feature contexts without a README.md').toEqual([]);
  });

  it.each(FEATURE_CONTEXTS)('%s walks a story end to end in numbered steps that name their files', (context) => {
    const readme = readmes.find((candidate) => candidate.context === context);
    if (!readme) return;
    const walks = walksOf(readme.text);
    expect(walks.length, `services/src/${context}/README.md has no '## <Feature>, end to end' section`).toBeGreaterThan(
      0,
    );
    for (const walk of walks) {
      const steps = walk.body.split('\n').filter((line) => /^\d+\. /.test(line));
      const where = `services/src/${context}/README.md '${walk.heading}'`;
      expect(steps.length, `${where} has too few numbered steps`).toBeGreaterThanOrEqual(FEWEST_STEPS);
      const unlinked = steps.filter((step) => linkedPaths(step).length === 0);
      expect(unlinked, `${where}: steps that link no file`).toEqual([]);
    }
  });

  it('name only paths that exist', () => {
    const broken = readmes.flatMap((readme) =>
      linkedPaths(readme.text)
        .filter((path) => !existsSync(join(readme.folder, path)))
        .map((path) => `${relative(repository, join(readme.folder, 'README.md'))} → ${path}`),
    );
    expect(broken, 'README links to paths that do not exist').toEqual([]);
  });
});
