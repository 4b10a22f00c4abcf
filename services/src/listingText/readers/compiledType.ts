// A publication type turned into phrase tables once, then reused for every sentence of that type
// (cached per type object, so parsing stays pure and fast).
import { searchKey } from '../../places/index.ts';
import type { ListingExtra, ListingType } from '../listingType.ts';
import { CATEGORY_CONCEPTS } from '../words/categoryLexicon.ts';
import {
  AREA_UNITS,
  CONCEPTS,
  COVERED_QUALIFIERS,
  type Concept,
  type ConceptName,
  NON_MONEY_UNITS,
  type OptionConcept,
  TOTAL_QUALIFIERS,
} from '../words/lexicon.ts';
import { type Phrase, PhraseTable, toPhrase } from '../words/phrases.ts';

export interface CompiledExtra {
  extra: ListingExtra;
  concept: ConceptName | null;
  /** Title phrase: a label before a value, or a unit after a number for unknown number extras. */
  title: Phrase;
}

export interface CompiledOptionExtra extends CompiledExtra {
  table: PhraseTable<string>;
  cues: readonly Phrase[];
  cuedOptions: ReadonlySet<string>;
}

export interface CompiledType {
  numbers: CompiledExtra[];
  options: CompiledOptionExtra[];
  booleans: CompiledExtra[];
  texts: CompiledExtra[];
  tags: CompiledExtra[];
  categories: PhraseTable<string>;
  unitWords: ReadonlySet<string>;
}

const KIND_OF_EXTRA_TYPE = {
  number: 'number',
  boolean: 'boolean',
  switch: 'boolean',
  select: 'option',
  radio: 'option',
  checkbox: 'option',
  text: 'model',
  tags: 'tags',
} as const;

function conceptOf(extra: ListingExtra): ConceptName | null {
  const keys = [searchKey(extra.slug.replaceAll('_', ' ')), searchKey(extra.translations.es.title)];
  const kind = KIND_OF_EXTRA_TYPE[extra.config.type];
  const entries = Object.entries(CONCEPTS) as [ConceptName, Concept][];
  const found = entries.find(([, concept]) => concept.kind === kind && keys.some((key) => concept.names.includes(key)));
  return found ? found[0] : null;
}

/** 'negro' → negro, negra, negros, negras; 'azul' → azul, azules. */
export function inflections(text: string): string[] {
  const words = searchKey(text).split(' ');
  const last = words.pop() ?? '';
  const stem = last.slice(0, -1);
  const endings = [last, `${last}s`, `${last}es`];
  if (last.endsWith('o') || last.endsWith('a')) endings.push(`${stem}o`, `${stem}a`, `${stem}os`, `${stem}as`);
  return endings.map((ending) => [...words, ending].join(' '));
}

function compileOptions(base: CompiledExtra): CompiledOptionExtra {
  const concept: OptionConcept | null = base.concept ? (CONCEPTS[base.concept] as OptionConcept) : null;
  const table = new PhraseTable<string>();
  const cuedOptions = new Set<string>();
  for (const option of base.extra.config.options) {
    const phrases = [...inflections(option.translations.es.title), option.slug.replaceAll('_', ' ')];
    for (const phrase of [...phrases, ...(concept?.optionSynonyms[option.slug] ?? [])]) table.add(phrase, option.slug);
    if (concept?.cues || searchKey(option.translations.es.title).length <= 2) cuedOptions.add(option.slug);
  }
  const cues = [base.title, ...(concept?.cues ?? []).map(toPhrase)];
  return { ...base, table, cues, cuedOptions };
}

function compileCategories(type: ListingType): PhraseTable<string> {
  const table = new PhraseTable<string>();
  for (const category of type.categories) {
    const nameWords = searchKey(category.name).split(' ');
    const concepts = CATEGORY_CONCEPTS.filter((concept) =>
      concept.categoryWords.some((word) => nameWords.includes(word)),
    );
    for (const mention of concepts.flatMap((concept) => concept.mentions)) table.add(mention, category.id);
    for (const phrase of inflections(category.name)) table.add(phrase, category.id);
  }
  return table;
}

function unitWords(): Set<string> {
  const numberUnits = Object.values(CONCEPTS).flatMap((concept) =>
    concept.kind === 'number' ? concept.unitsAfter : [],
  );
  const phrases = [...NON_MONEY_UNITS, ...numberUnits, ...AREA_UNITS, ...COVERED_QUALIFIERS, ...TOTAL_QUALIFIERS];
  return new Set(phrases.map((phrase) => toPhrase(phrase)[0]!));
}

function compile(type: ListingType): CompiledType {
  const compiled: CompiledType = {
    numbers: [],
    options: [],
    booleans: [],
    texts: [],
    tags: [],
    categories: compileCategories(type),
    unitWords: unitWords(),
  };
  for (const extra of type.extras) {
    const base: CompiledExtra = {
      extra,
      concept: conceptOf(extra),
      title: toPhrase(searchKey(extra.translations.es.title)),
    };
    const kind = KIND_OF_EXTRA_TYPE[extra.config.type];
    if (kind === 'number') compiled.numbers.push(base);
    else if (kind === 'option') compiled.options.push(compileOptions(base));
    else if (kind === 'boolean') compiled.booleans.push(base);
    else if (kind === 'model') compiled.texts.push(base);
    else compiled.tags.push(base);
  }
  return compiled;
}

const compiledTypes = new WeakMap<ListingType, CompiledType>();

export function compileType(type: ListingType): CompiledType {
  let compiled = compiledTypes.get(type);
  if (!compiled) {
    compiled = compile(type);
    compiledTypes.set(type, compiled);
  }
  return compiled;
}

/** A per-extra value built on first use (phrase tables, unit lists), so parsing rebuilds nothing. */
export function perExtra<Value>(build: (compiled: CompiledExtra) => Value): (compiled: CompiledExtra) => Value {
  const built = new WeakMap<CompiledExtra, Value>();
  return (compiled) => {
    let value = built.get(compiled);
    if (value === undefined) {
      value = build(compiled);
      built.set(compiled, value);
    }
    return value;
  };
}
