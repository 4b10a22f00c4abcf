// Matching folded phrases ('metros cuadrados', 'sup cub') against tokens. Dots between words are
// skipped, so 'sup. cub.' and 'Sup cub' read the same.
import type { Token } from './tokens.ts';

export type Phrase = readonly string[];

export interface PhraseHit<Value> {
  first: number;
  last: number;
  value: Value;
}

const isDot = (token: Token | undefined) => token?.word === '.';

export const toPhrase = (text: string): Phrase => text.split(' ').filter((word) => word.length > 0);

/** The index of the phrase's last token when it starts at `index`, or -1. */
export function phraseEndAt(tokens: readonly Token[], index: number, phrase: Phrase): number {
  let position = index;
  for (let word = 0; word < phrase.length; word += 1) {
    if (word > 0 && isDot(tokens[position])) position += 1;
    if (tokens[position]?.word !== phrase[word]) return -1;
    position += 1;
  }
  return position - 1;
}

/** The index of the phrase's first token when it ends at `index`, or -1. */
export function phraseStartAt(tokens: readonly Token[], index: number, phrase: Phrase): number {
  let position = index;
  for (let word = phrase.length - 1; word >= 0; word -= 1) {
    if (word < phrase.length - 1 && isDot(tokens[position])) position -= 1;
    if (tokens[position]?.word !== phrase[word]) return -1;
    position -= 1;
  }
  return position + 1;
}

/** Phrases indexed by first word, longest first, each carrying a value (an option slug, a number…). */
export class PhraseTable<Value> {
  private readonly byFirstWord = new Map<string, { phrase: Phrase; value: Value }[]>();

  add(text: string, value: Value): void {
    const phrase = toPhrase(text);
    if (phrase.length === 0) return;
    const list = this.byFirstWord.get(phrase[0]!) ?? [];
    if (list.some((entry) => entry.phrase.join(' ') === phrase.join(' '))) return;
    list.push({ phrase, value });
    list.sort((first, second) => second.phrase.length - first.phrase.length);
    this.byFirstWord.set(phrase[0]!, list);
  }

  /** The longest phrase starting at `index`. */
  matchAt(tokens: readonly Token[], index: number): PhraseHit<Value> | null {
    const candidates = this.byFirstWord.get(tokens[index]?.word ?? '');
    for (const candidate of candidates ?? []) {
      const last = phraseEndAt(tokens, index, candidate.phrase);
      if (last >= 0) return { first: index, last, value: candidate.value };
    }
    return null;
  }

  /** Every non-overlapping match, left to right, skipping claimed tokens. */
  findAll(tokens: readonly Token[], claimed: ReadonlySet<number>): PhraseHit<Value>[] {
    const hits: PhraseHit<Value>[] = [];
    for (let index = 0; index < tokens.length; index += 1) {
      if (claimed.has(index)) continue;
      const hit = this.matchAt(tokens, index);
      if (!hit || rangeClaimed(claimed, hit.first, hit.last)) continue;
      hits.push(hit);
      index = hit.last;
    }
    return hits;
  }
}

export function rangeClaimed(claimed: ReadonlySet<number>, first: number, last: number): boolean {
  for (let index = first; index <= last; index += 1) if (claimed.has(index)) return true;
  return false;
}

export function claimRange(claimed: Set<number>, first: number, last: number): void {
  for (let index = first; index <= last; index += 1) claimed.add(index);
}

/** Where one of the phrases starts when it ends right before `index` (fillers skipped), or -1. */
export function labelStartBefore(
  tokens: readonly Token[],
  index: number,
  phrases: readonly Phrase[],
  fillers: ReadonlySet<string>,
  maxFillers = 2,
): number {
  let position = index - 1;
  for (let skipped = 0; skipped <= maxFillers; skipped += 1) {
    const start = Math.max(-1, ...phrases.map((phrase) => phraseStartAt(tokens, position, phrase)));
    if (start >= 0) return start;
    if (!fillers.has(tokens[position]?.word ?? '')) return -1;
    position -= 1;
  }
  return -1;
}

/** Whether one of the phrases ends right before `index`, skipping the given filler tokens. */
export function labelBefore(
  tokens: readonly Token[],
  index: number,
  phrases: readonly Phrase[],
  fillers: ReadonlySet<string>,
  maxFillers = 2,
): boolean {
  return labelStartBefore(tokens, index, phrases, fillers, maxFillers) >= 0;
}
