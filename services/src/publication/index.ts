// The publication folder as other folders see it: what they may use of it.
export { COLOUR_SAMPLE_PIXELS, dominantColour, processPublicationImage } from './media/publicationImage.ts';
export { prepareRenditions, publicationRendition } from './media/renditions.ts';
export { mediaFileName, PUBLICATION_MEDIA_FOLDER, storePublicationImages } from './media/storedMedia.ts';
export type { NewMedia } from './mediaPlan.ts';
export { publicationStream } from './publication.ts';
export { type PublicationCommand, publicationDecider } from './publicationDecider.ts';
export { publicationCounts } from './queries/accountPublications.ts';
export { collagePictures } from './queries/collagePictures.ts';
export { viewPublications } from './queries/publicationView.ts';
export { collage, storefrontPublicationCount, storefrontUser } from './queries/publicProfile.ts';
export { loadTypeCatalogue } from './queries/typeCatalogueQuery.ts';
export { registerPublicationRoutes } from './routes.ts';
export { checkPublicationFields } from './validation/publicationFields.ts';
export type { TypeCatalogue } from './validation/typeCatalogue.ts';
