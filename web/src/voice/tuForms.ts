// The tú forms the voice check looks for, and what SPEC.md says in its own words: the strings it
// quotes ('…'), which the app shows verbatim, and each place it uses a tú form unquoted ('Hazte
// premium'), with the words after it. Shared by the check and by the script that extracts SPEC.md's
// strings into the committed fixture (specStrings.json), so the check needs no file outside the
// repository.

/** Tú imperatives and present forms whose voseo differs ("Encuentra" → "Encontrá"). */
export const TU_FORMS = [
  'Encuentra Crea Busca Ingresa Elige Desliza Toca Comparte Revisa Escribe Prueba Agrega',
  'Completa Guarda Intenta Vuelve Abre Selecciona Verifica Confirma Usa Descubre Publica',
  'Invita Activa Carga Configura Únete Súmate Hazte Escríbenos Cuéntanos Mantén Espera',
  'Recuerda Sigue Puedes Tienes Quieres Necesitas Debes Eres Buscas Vendes Participas',
  'Ingresas Cargas Usas Aceptas Compartes Envías Contigo',
]
  .join(' ')
  .split(' ');

/** A tú form followed by a space, with the rest of its phrase (up to two more words). */
export const tuPattern = (): RegExp =>
  new RegExp(`(?<![\\p{L}_.$])(${TU_FORMS.join('|')}) ((?:[\\p{L}]+ ?){0,2})`, 'giu');

export interface SpecStrings {
  /** SHA-256 of the SPEC.md the strings were read from. */
  specSha256: string;
  /** Every string SPEC.md quotes ('…', four characters or more). */
  quoted: string[];
  /** Each unquoted use of a tú form in SPEC.md, from the form to the end of its line (at most 80 characters). */
  tuExcerpts: string[];
}

const EXCERPT_MAX = 80;

/** What the voice check needs from SPEC.md's text. */
export function extractSpecStrings(specText: string, specSha256: string): SpecStrings {
  const quoted = [...new Set([...specText.matchAll(/'([^'\n]{4,})'/g)].map((match) => match[1] ?? ''))];
  const excerpts = new Set<string>();
  for (const match of specText.matchAll(tuPattern())) {
    const start = match.index ?? 0;
    const lineEnd = specText.indexOf('\n', start);
    const excerpt = specText.slice(start, lineEnd < 0 ? undefined : Math.min(lineEnd, start + EXCERPT_MAX));
    excerpts.add(excerpt.trimEnd());
  }
  return { specSha256, quoted, tuExcerpts: [...excerpts] };
}
