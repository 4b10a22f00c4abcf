// The microsite calls the web client makes: the admin back office's (/admin/microsite, its users
// and the premium accounts that can join) and what a microsite's host shows of its own (its home and
// the sellers its scope chooser offers).
import { z } from 'zod';
import type { EndpointDefinition } from '../account/endpoints.ts';
import { adminResourceEndpoints } from '../admin/endpoints.ts';
import { publicationSchema } from '../publication/publication.ts';
import { micrositeInputSchema, micrositeSchema, micrositeUserSchema } from './microsite.ts';

const resource = adminResourceEndpoints('/admin/microsite', micrositeSchema, micrositeInputSchema, {});
const usersAnswer = z.object({ message: z.string(), data: z.array(micrositeUserSchema) });

/** A premium account the administrator can add to a microsite. */
export const micrositeCandidateSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type MicrositeCandidate = z.infer<typeof micrositeCandidateSchema>;

/** What a microsite's home shows: its users' shareable publications and up to 20 collage pictures. */
export const micrositeHomeSchema = z.object({
  publications: z.array(publicationSchema),
  images: z.array(z.string()),
});
export type MicrositeHome = z.infer<typeof micrositeHomeSchema>;

/** A seller a microsite's scope chooser offers: their catalogue and how many publications it holds. */
export const micrositeSellerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  avatar_url: z.string().nullable(),
  default: z.boolean(),
  publications_count: z.number().int(),
});
export type MicrositeSeller = z.infer<typeof micrositeSellerSchema>;

/** A microsite the caller takes part in, as their dashboard's microsite card shows it. */
export const accountMicrositeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Where it answers, without scheme or port (the client keeps its own). */
  host: z.string(),
  logo_square_url: z.string().nullable(),
});
export type AccountMicrosite = z.infer<typeof accountMicrositeSchema>;

export const micrositeEndpoints = {
  list: resource.list,
  show: resource.show,
  create: { ...resource.create, multipart: true },
  update: { ...resource.update, method: 'POST', multipart: true, methodOverride: 'PUT' },
  remove: resource.remove,
  users: { method: 'GET', path: '/admin/microsite/:id/user', body: null, response: z.array(micrositeUserSchema) },
  addUser: {
    method: 'POST',
    path: '/admin/microsite/:id/user',
    body: z.object({ user_id: z.uuid() }),
    response: usersAnswer,
  },
  setDefault: {
    method: 'PUT',
    path: '/admin/microsite/:id/user/:userId',
    body: z.object({ default: z.boolean() }),
    response: usersAnswer,
  },
  removeUser: { method: 'DELETE', path: '/admin/microsite/:id/user/:userId', body: null, response: usersAnswer },
  candidates: {
    method: 'GET',
    path: '/admin/microsite/:id/candidates',
    body: null,
    query: z.object({ search: z.string().trim().max(150).optional() }),
    response: z.array(micrositeCandidateSchema),
  },
  home: { method: 'GET', path: '/microsite/home', body: null, response: micrositeHomeSchema },
  sellers: { method: 'GET', path: '/microsite/sellers', body: null, response: z.array(micrositeSellerSchema) },
  accountMicrosites: {
    method: 'GET',
    path: '/account/microsite',
    body: null,
    response: z.object({ data: z.array(accountMicrositeSchema) }),
  },
} as const satisfies Record<string, EndpointDefinition & { query?: z.ZodType }>;
