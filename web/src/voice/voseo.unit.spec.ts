// Every string a person reads is Argentine voseo ("buscá", "creá"), except the strings SPEC.md
// words verbatim, which stay as written even when they say "tienes", and the screens whose voice
// those strings set in tú (tuScreens.ts), which speak tú throughout (docs/decisions/voice.md): no
// screen mixes tú and vos. Scans the client's, the server's and the shared
// contracts' source (where most messages live) for tú forms left in text.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  encliticTuPattern,
  NOT_ENCLITIC_TU,
  NOT_VOS,
  type SpecStrings,
  TU_FORMS,
  tuPattern,
  vosPattern,
} from './tuForms.ts';
import { TU_SCREENS } from './tuScreens.ts';

const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));
const SCANNED = ['web/src', 'services/src', 'contracts/src'];
/** Source that holds words people type, fixtures or the voice check's own lists, not text shown to them. */
const NOT_COPY = /\.spec\.tsx?$|\/e2e\/|\/testing\/|\/demo\/|\/places\/|\/listingText\/|web\/src\/voice\//;

/** Lower-case words that are also nouns or third-person forms ("la carga rápida", "se usa"). */
const AMBIGUOUS_LOWER = new Set(
  [
    'carga busca prueba crea usa publica encuentra espera sigue',
    'completa activa abre vuelve guarda confirma invita comparte verifica',
  ].flatMap((line) => line.split(' ')),
);

/** Names that read like a tú imperative but are nouns: the quick-create feature. */
const NOUN_PHRASES = ['Carga rápida'];

/** SPEC.md's strings, from the committed fixture (extractSpecStrings.ts regenerates it). */
const spec = JSON.parse(readFileSync(new URL('./specStrings.json', import.meta.url), 'utf8')) as SpecStrings;

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

/** The listed forms, found by the first pattern already. */
const LISTED_TU = new Set(TU_FORMS.map((form) => form.toLowerCase()));

/** Tú forms in the text, but not those opening a phrase SPEC.md words unquoted ('Hazte premium'). */
function tuFormsIn(text: string, specExcerpts: readonly string[] = []): string[] {
  const listed = [...text.matchAll(tuPattern())]
    .filter(([, word = '']) => word !== word.toLowerCase() || !AMBIGUOUS_LOWER.has(word))
    .filter(([phrase]) => !specExcerpts.some((excerpt) => excerpt.includes(phrase.trim())))
    .filter(([phrase]) => !NOUN_PHRASES.some((noun) => phrase.startsWith(noun)))
    .map(([, word = '']) => word);
  const withPronoun = [...text.matchAll(encliticTuPattern())]
    .map(([, word = '']) => word)
    .filter((word) => !NOT_ENCLITIC_TU(word) && !LISTED_TU.has(word.toLowerCase()))
    .filter((word) => !specExcerpts.some((excerpt) => excerpt.includes(word)));
  return [...listed, ...withPronoun];
}

/** Voseo forms in the text ('buscá', 'tenés'). */
function vosFormsIn(text: string): string[] {
  return [...text.matchAll(vosPattern())].map(([, word = '']) => word).filter((word) => !NOT_VOS.has(word));
}

describe('the voice of the copy', () => {
  it('uses voseo wherever SPEC.md does not word the string nor set the screen in tú', () => {
    const found = SCANNED.flatMap((directory) =>
      sourceFiles(join(REPOSITORY, directory))
        .filter((path) => !(relative(REPOSITORY, path) in TU_SCREENS))
        .flatMap((path) =>
          tuFormsIn(copyOf(path, spec.quoted), spec.tuExcerpts).map((word) => `${relative(REPOSITORY, path)}: ${word}`),
        ),
    );
    expect(found).toEqual([]);
  });

  it('speaks tú throughout a screen whose SPEC.md strings are in tú', () => {
    const screens = Object.entries(TU_SCREENS);
    for (const [, specString] of screens)
      expect(spec.quoted.join('\n') + spec.tuExcerpts.join('\n')).toContain(specString);
    const found = screens.flatMap(([path]) =>
      vosFormsIn(copyOf(join(REPOSITORY, path), spec.quoted)).map((word) => `${path}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  it('mixes no tú with vos in the strings of one screen, SPEC.md strings aside', () => {
    const mixed = SCANNED.flatMap((directory) =>
      sourceFiles(join(REPOSITORY, directory)).flatMap((path) => {
        const copy = copyOf(path, spec.quoted);
        const tu = tuFormsIn(copy, spec.tuExcerpts);
        const vos = vosFormsIn(copy);
        return tu.length > 0 && vos.length > 0 ? [`${relative(REPOSITORY, path)}: ${tu[0]} beside ${vos[0]}`] : [];
      }),
    );
    expect(mixed).toEqual([]);
  });

  it('tells tú from vos, with or without a pronoun', () => {
    expect(tuFormsIn("title: 'Identifícate', hint: 'escríbenos a soporte'")).toEqual(['escríbenos', 'Identifícate']);
    expect(tuFormsIn("'Identificate', 'escribinos', 'Términos', 'automáticamente', 'límite'")).toEqual([]);
    expect(vosFormsIn("'Buscá lo que querés', 'Elegí', 'más', 'está', 'Qué'")).toEqual(['Buscá', 'querés', 'Elegí']);
  });

  it('finds a tú imperative in text and lets SPEC.md strings through', () => {
    expect(tuFormsIn("title: 'Encuentra lo que buscas', text: 'Escribe una frase.'")).toEqual(['Encuentra', 'Escribe']);
    expect(tuFormsIn("'Encontrá lo que buscás', encuentra.length, 'Carga rápida'")).toEqual([]);
    expect(spec.quoted).toContain('No tienes los permisos suficientes.');
    expect(tuFormsIn(copyOf(join(REPOSITORY, 'web/src/voice/voseo.unit.spec.ts'), spec.quoted))).not.toContain(
      'tienes',
    );
    expect(tuFormsIn("action('Hazte premium', 'become-premium')", spec.tuExcerpts)).toEqual([]);
    expect(tuFormsIn("action('Hazte socio', 'become-premium')", spec.tuExcerpts)).toEqual(['Hazte']);
  });
});
