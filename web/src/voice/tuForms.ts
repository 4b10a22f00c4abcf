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

/**
 * A tú imperative carrying its pronoun, stressed before its last syllable: 'Identifícate',
 * 'Regístrate', 'Escríbenos' (voseo: 'Identificate', 'Registrate', 'Escribinos', no accent).
 */
export const encliticTuPattern = (): RegExp => /(?<![\p{L}_.$])(\p{L}*[áéíóú]\p{L}*(?:te|nos))(?![\p{L}_])/giu;

/** Words the enclitic pattern would take that are no imperative: adverbs, gerunds, nouns, places. */
export const NOT_ENCLITIC_TU = (word: string): boolean =>
  /mente$|ndo(?:te|nos)$/i.test(word) || ['términos', 'límite', 'médanos', 'zárate'].includes(word.toLowerCase());

/**
 * Voseo forms: a verb stressed on its last syllable ('buscá', 'tenés', 'elegí', 'compartís'), less
 * the words that end the same way and are no voseo.
 */
export const vosPattern = (): RegExp => /(?<![\p{L}_.$])(\p{L}{3,}(?:á|é|í)s?)(?![\p{L}_])/gu;

export const NOT_VOS = new Set(
  [
    'más está qué sí país fué fue estás será serás quizás esté revés interés después demás café atrás',
    'además aquí allí ahí acá allá podrá tendrá estará verá quedará mamá papá también según través',
    'inglés francés así jamás José Nicolás Tomé Tafí Adrogué Yofré Yeruá Qué Sí Más Está Aquí Así',
    'Perú Panamá Canadá Bogotá marqués ciprés anís maní rubí menú bebé sofá',
  ]
    .join(' ')
    .split(' '),
);

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
