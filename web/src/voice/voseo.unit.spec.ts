// Every string a person reads is Argentine voseo ("buscá", "creá"), except the strings SPEC.md
// words verbatim, which stay as written even when they say "tienes" (docs/decisions/voice.md).
// Scans the client's and the server's source for tú forms left in text.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SPEC_PATH = process.env.SPEC_PATH ?? '/work/shared/SPEC.md';
const hasSpec = existsSync(SPEC_PATH);
if (!hasSpec) console.info(`${SPEC_PATH} is missing (set SPEC_PATH): the voice check is skipped.`);

const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));
const SCANNED = ['web/src', 'services/src'];
/** Source that holds words people type or fixtures, not text shown to them. */
const NOT_COPY = /\.spec\.tsx?$|\/e2e\/|\/testing\/|\/demo\/|\/places\/|\/listingText\//;

/** Tú imperatives and present forms whose voseo differs ("Encuentra" → "Encontrá"). */
const TU_FORMS = [
  'Encuentra Crea Busca Ingresa Elige Desliza Toca Comparte Revisa Escribe Prueba Agrega',
  'Completa Guarda Intenta Vuelve Abre Selecciona Verifica Confirma Usa Descubre Publica',
  'Invita Activa Carga Configura Únete Súmate Hazte Escríbenos Cuéntanos Mantén Espera',
  'Recuerda Sigue Puedes Tienes Quieres Necesitas Debes Eres Buscas Vendes Participas',
  'Ingresas Cargas Usas Aceptas Compartes Envías Contigo',
]
  .join(' ')
  .split(' ');
/** A tú form followed by a space, with the rest of its phrase (up to two more words). */
const TU_PATTERN = new RegExp(`(?<![\\p{L}_.$])(${TU_FORMS.join('|')}) ((?:[\\p{L}]+ ?){0,2})`, 'giu');
/** Lower-case words that are also nouns or third-person forms ("la carga rápida", "se usa"). */
const AMBIGUOUS_LOWER = new Set(
  [
    'carga busca prueba crea usa publica encuentra espera sigue',
    'completa activa abre vuelve guarda confirma invita comparte verifica',
  ].flatMap((line) => line.split(' ')),
);

/** Names that read like a tú imperative but are nouns: the quick-create feature. */
const NOUN_PHRASES = ['Carga rápida'];

/** SPEC.md's text and the strings it quotes ('…'), which the app shows verbatim. */
function readSpec(): { text: string; quoted: string[] } {
  const text = readFileSync(SPEC_PATH, 'utf8');
  return { text, quoted: [...text.matchAll(/'([^'\n]{4,})'/g)].map((match) => match[1] ?? '') };
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !NOT_COPY.test(path) ? [path] : [];
  });
}

/** The file without comments and without any string SPEC.md words. */
function copyOf(path: string, verbatim: readonly string[]): string {
  let text = readFileSync(path, 'utf8').replace(/^\s*(\/\/|\/?\*).*$/gm, '');
  for (const sentence of verbatim) text = text.split(sentence).join('');
  return text;
}

/** Tú forms in the text, but not those opening a phrase SPEC.md words unquoted ('Hazte premium'). */
function tuFormsIn(text: string, specText = ''): string[] {
  return [...text.matchAll(TU_PATTERN)]
    .filter(([, word = '']) => word !== word.toLowerCase() || !AMBIGUOUS_LOWER.has(word))
    .filter(([phrase]) => !specText.includes(phrase.trim()))
    .filter(([phrase]) => !NOUN_PHRASES.some((noun) => phrase.startsWith(noun)))
    .map(([, word = '']) => word);
}

describe.skipIf(!hasSpec)('the voice of the copy', () => {
  it('uses voseo wherever SPEC.md does not word the string', () => {
    const spec = readSpec();
    const found = SCANNED.flatMap((directory) =>
      sourceFiles(join(REPOSITORY, directory)).flatMap((path) =>
        tuFormsIn(copyOf(path, spec.quoted), spec.text).map((word) => `${relative(REPOSITORY, path)}: ${word}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('finds a tú imperative in text and lets SPEC.md strings through', () => {
    expect(tuFormsIn("title: 'Encuentra lo que buscas', text: 'Escribe una frase.'")).toEqual(['Encuentra', 'Escribe']);
    expect(tuFormsIn("'Encontrá lo que buscás', encuentra.length, 'Carga rápida'")).toEqual([]);
    const spec = readSpec();
    expect(spec.quoted).toContain('No tienes los permisos suficientes.');
    expect(tuFormsIn(copyOf(join(REPOSITORY, 'web/src/voice/voseo.unit.spec.ts'), spec.quoted))).not.toContain(
      'tienes',
    );
    expect(tuFormsIn("action('Hazte premium', 'become-premium')", spec.text)).toEqual([]);
  });
});
