// Regenerates web/src/voice/specStrings.json from SPEC.md, after SPEC.md changes:
//   npx tsx web/src/voice/extractSpecStrings.ts [path to SPEC.md, default $SPEC_PATH or /work/shared/SPEC.md]
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { extractSpecStrings } from './tuForms.ts';

const specPath = process.argv[2] ?? process.env.SPEC_PATH ?? '/work/shared/SPEC.md';
const text = readFileSync(specPath, 'utf8');
const strings = extractSpecStrings(text, createHash('sha256').update(text).digest('hex'));
const target = fileURLToPath(new URL('./specStrings.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(strings, null, 2)}\n`);
console.info(`${target}: ${strings.quoted.length} quoted strings, ${strings.tuExcerpts.length} tú excerpts`);
