// Where a personal field sits inside an event's data: 'comment', 'config.username', or inside each
// item of a list, 'filters[].title'. Rewrites copy only what they change, so events read through
// the store are never changed in place.

type Rewrite = (value: unknown) => unknown;

interface Step {
  key: string;
  /** The step names a list: the rest of the path applies to each item. */
  each: boolean;
}

const parsedPaths = new Map<string, readonly Step[]>();

/** A path's steps, parsed once: every event read through the store walks its personal fields' paths. */
function stepsOf(path: string): readonly Step[] {
  let steps = parsedPaths.get(path);
  if (!steps) {
    steps = path
      .split('.')
      .map((part) => (part.endsWith('[]') ? { key: part.slice(0, -2), each: true } : { key: part, each: false }));
    parsedPaths.set(path, steps);
  }
  return steps;
}

function rewriteSteps(value: unknown, steps: readonly Step[], at: number, rewrite: Rewrite): unknown {
  const step = steps[at];
  if (!step) return rewrite(value);
  if (value === null || typeof value !== 'object' || !(step.key in value)) return value;
  const record = value as Record<string, unknown>;
  const inner = record[step.key];
  const next = !step.each
    ? rewriteSteps(inner, steps, at + 1, rewrite)
    : Array.isArray(inner)
      ? inner.map((item) => rewriteSteps(item, steps, at + 1, rewrite))
      : inner;
  return next === inner ? value : { ...record, [step.key]: next };
}

/** A copy of `data` with every value at `path` rewritten (a list's items each). */
export function rewriteAt(data: unknown, path: string, rewrite: Rewrite): unknown {
  return rewriteSteps(data, stepsOf(path), 0, rewrite);
}

/** Every value at `path`. */
export function valuesAt(data: unknown, path: string): unknown[] {
  const found: unknown[] = [];
  rewriteAt(data, path, (value) => {
    found.push(value);
    return value;
  });
  return found;
}
