// Quick create (SPEC.md section 4, 'Quick-create panel'; POST /account/publication/autocomplete):
// a seller's free sentence turned into the publication form's fields.
export { parseListing } from './parseListing.ts';
export type {
  Currency,
  ExtraValue,
  QuickCreateAddress,
  QuickCreateCategory,
  QuickCreateExtra,
  QuickCreateFields,
  QuickCreateOption,
  QuickCreateType,
} from './quickCreateType.ts';
