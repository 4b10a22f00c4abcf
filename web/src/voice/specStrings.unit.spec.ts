// The committed fixture the voice check reads (specStrings.json) is SPEC.md's strings as they are
// now. SPEC.md lives outside the repository, so this comparison runs where it is present (SPEC_PATH,
// default /work/shared/SPEC.md); the voice check itself never needs it. When it fails, regenerate:
// npx tsx web/src/voice/extractSpecStrings.ts
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractSpecStrings, type SpecStrings } from './tuForms.ts';

const SPEC_PATH = process.env.SPEC_PATH ?? '/work/shared/SPEC.md';
const hasSpec = existsSync(SPEC_PATH);
const fixture = JSON.parse(readFileSync(new URL('./specStrings.json', import.meta.url), 'utf8')) as SpecStrings;

describe('the SPEC.md strings the voice check reads', () => {
  it('hold the strings SPEC.md quotes and the tú forms it uses unquoted', () => {
    expect(fixture.quoted).toContain('No tienes los permisos suficientes.');
    expect(fixture.quoted).toContain('Necesitas estar logueado.');
    expect(fixture.tuExcerpts.some((excerpt) => excerpt.startsWith('Hazte premium'))).toBe(true);
  });

  it('are extracted from a text as the script extracts them', () => {
    const text = "Menu: Hazte premium for others; 'No tienes permiso.' and 'Creá tu cuenta'.\n";
    expect(extractSpecStrings(text, 'x')).toEqual({
      specSha256: 'x',
      quoted: ['No tienes permiso.', 'Creá tu cuenta'],
      tuExcerpts: [
        "Hazte premium for others; 'No tienes permiso.' and 'Creá tu cuenta'.",
        "tienes permiso.' and 'Creá tu cuenta'.",
      ],
    });
  });

  it.runIf(hasSpec)(`match ${SPEC_PATH} as it is now`, () => {
    const text = readFileSync(SPEC_PATH, 'utf8');
    const current = extractSpecStrings(text, createHash('sha256').update(text).digest('hex'));
    expect(fixture, 'SPEC.md changed: run npx tsx web/src/voice/extractSpecStrings.ts').toEqual(current);
  });
});
