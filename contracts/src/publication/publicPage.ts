// A publication's public page (/publication/{id}): anyone may read a publication its publishers
// made public; a hidden or removed one is not found. Links, cards and search engines lead here.
import { z } from 'zod';
import type { EndpointDefinition } from '../account/endpoints.ts';
import { publicationSchema } from './publication.ts';

export const publicPublicationSchema = z.object({ data: publicationSchema });

export const publicPublicationEndpoints = {
  show: { method: 'GET', path: '/publication/:id', body: null, response: publicPublicationSchema },
} as const satisfies Record<string, EndpointDefinition>;
