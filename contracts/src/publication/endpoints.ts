// Every publication call of a seller's screens: method, path under /api (':name' marks a path
// parameter), query, body and response schemas. The web client calls through this table.
import { z } from 'zod';
import type { EndpointDefinition } from '../account/endpoints.ts';
import { prioritySettingSchema, publicationInputSchema, publicationSchema } from './publication.ts';
import {
  accountCategoryInputSchema,
  categoryItemSchema,
  categoryListQuerySchema,
  categorySuggestionsQuerySchema,
  fieldValuesRequestSchema,
  fieldValuesResponseSchema,
  pagedPublicationsSchema,
  placeRequestSchema,
  placeResponseSchema,
  placeSearchRequestSchema,
  placeSearchResponseSchema,
  profileCountSchema,
  publicationListQuerySchema,
  publicProfileSchema,
  quickCreateRequestSchema,
  quickCreateResponseSchema,
  sellerContactSchema,
} from './requests.ts';

/** An endpoint whose parameters travel in the query string (GET lists and lookups). */
export interface QueryEndpointDefinition extends EndpointDefinition {
  query?: z.ZodType;
}

/**
 * The multipart form of a create or update: a text part `data` holding the JSON of the input,
 * plus one file part `medias[]` per new image (appended after the kept `data.medias`, in order).
 */
export const publicationFormSchema = z.object({ data: publicationInputSchema });

/** Writes answer with the message to show and the publication as stored. */
export const publicationWriteResponseSchema = z.object({ message: z.string(), data: publicationSchema });

/** A deletion says so; what else it returns is not read. */
export const publicationDeleteResponseSchema = z.object({ message: z.string() }).loose();

export const categoryWriteResponseSchema = z.object({ message: z.string(), data: categoryItemSchema });

export const publicationEndpoints = {
  listPublications: {
    method: 'GET',
    path: '/account/publication',
    query: publicationListQuerySchema,
    body: null,
    response: pagedPublicationsSchema,
  },
  profileCount: { method: 'GET', path: '/account/publication/profileCount', body: null, response: profileCountSchema },
  fieldValues: {
    method: 'POST',
    path: '/account/publication/field',
    body: fieldValuesRequestSchema,
    response: fieldValuesResponseSchema,
  },
  quickCreate: {
    method: 'POST',
    path: '/account/publication/autocomplete',
    body: quickCreateRequestSchema,
    response: quickCreateResponseSchema,
  },
  showPublication: { method: 'GET', path: '/account/publication/:id', body: null, response: publicationSchema },
  createPublication: {
    method: 'POST',
    path: '/account/publication',
    body: publicationFormSchema,
    response: publicationWriteResponseSchema,
    multipart: true,
  },
  updatePublication: {
    method: 'POST',
    path: '/account/publication/:id',
    body: publicationFormSchema,
    response: publicationWriteResponseSchema,
    multipart: true,
    methodOverride: 'PUT',
  },
  deletePublication: {
    method: 'DELETE',
    path: '/account/publication/:id',
    body: null,
    response: publicationDeleteResponseSchema,
  },
  setPriority: {
    method: 'PUT',
    path: '/account/publication/:id/priority',
    body: prioritySettingSchema,
    response: publicationWriteResponseSchema,
  },
  listCategories: {
    method: 'GET',
    path: '/account/category/list',
    query: categoryListQuerySchema,
    body: null,
    response: z.array(categoryItemSchema),
  },
  suggestCategories: {
    method: 'GET',
    path: '/account/category/suggestions',
    query: categorySuggestionsQuerySchema,
    body: null,
    response: z.array(categoryItemSchema),
  },
  createCategory: {
    method: 'POST',
    path: '/account/category',
    body: accountCategoryInputSchema,
    response: categoryWriteResponseSchema,
  },
  searchPlaces: {
    method: 'POST',
    path: '/map/autocomplete',
    body: placeSearchRequestSchema,
    response: placeSearchResponseSchema,
  },
  showPlace: { method: 'POST', path: '/map/place', body: placeRequestSchema, response: placeResponseSchema },
  publicProfile: { method: 'GET', path: '/user/:slug', body: null, response: publicProfileSchema },
  sellerContact: { method: 'GET', path: '/publication/:id/contact', body: null, response: sellerContactSchema },
} as const satisfies Record<string, QueryEndpointDefinition>;

export type PublicationEndpointName = keyof typeof publicationEndpoints;
