// Quick create (SPEC.md section 4, 'Quick-create panel'; POST /account/publication/autocomplete):
// a seller's free sentence turned into the publication form's fields by the listing-text engine.
export {
  type Currency,
  type ExtraValue,
  type ListingAddress as QuickCreateAddress,
  type ListingCategory as QuickCreateCategory,
  type ListingExtra as QuickCreateExtra,
  type ListingFields as QuickCreateFields,
  type ListingOption as QuickCreateOption,
  type ListingType as QuickCreateType,
  parseListing,
} from '../../listingText/index.ts';
