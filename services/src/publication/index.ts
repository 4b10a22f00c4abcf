// The publication folder as other folders see it: what they may use of it.

export { publicationCounts } from './managing/accountPublications.ts';
export type { NewMedia } from './media/mediaPlan.ts';
export { COLOUR_SAMPLE_PIXELS, dominantColour, processPublicationImage } from './media/publicationImage.ts';
export { PublicationRenditions } from './media/renditions.ts';
export { mediaFileName, PUBLICATION_MEDIA_FOLDER, storePublicationImages } from './media/storedMedia.ts';
export { type OperationMigration, readPropertiesAsSales } from './operations/readPropertiesAsSales.ts';
export { publicationStream } from './publication.ts';
export { type PublicationCommand, publicationDecider } from './publicationDecider.ts';
export { checkPublicationFields } from './validation/publicationFields.ts';
export type { TypeCatalogue } from './validation/typeCatalogue.ts';
export { loadTypeCatalogue } from './validation/typeCatalogueQuery.ts';
export { collagePictures, collageUrls } from './viewing/collagePictures.ts';
export { viewPublications } from './viewing/publicationView.ts';
export { collage, publicProfile, storefrontCollageFiles } from './viewing/publicProfile.ts';
export { publicPublication } from './viewing/publicPublication.ts';
export { sellerContact } from './viewing/sellerContact.ts';
