// 'Retiro en Villa Crespo' is where a buyer picks the thing up, not the barrio of Retiro (issue 34,
// item 9). The verb, when a place word follows it, is blanked before places are looked for; blanks
// keep the text's length, so every offset still points at the seller's own words.
const PICKUP_VERB = /\b(?:se\s+retira|para\s+retirar|retir(?:o|a|ar|an))(?=\s*(?::|\b(?:en|por|x|de|zona)\b))/giu;

export function withoutPickupVerbs(text: string): string {
  return text.replace(PICKUP_VERB, (verb) => ' '.repeat(verb.length));
}
