// Groups as the API reads and writes them (SPEC.md section 3 "Group", "Group search",
// "Invitation"), field names as written there.
import { z } from 'zod';
import { TEXT_LENGTH } from '../limits.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { pagedResultSchema } from '../paging.ts';
import { addressSchema, publicationSchema } from '../publication/publication.ts';
import { searchFilterSchema, searchPlaceSchema } from '../search/filter.ts';
import { INVITATION_RULES } from './events.ts';

const timestampSchema = z.iso.datetime({ offset: true });
export const GROUP_DESCRIPTION_MAX = 2_000;
/** A cropped square logo as a data URL; the server re-encodes it (at most 1500 px, 1.5 MB). */
export const GROUP_LOGO_DATA_URL_MAX = 4 * 1024 * 1024;

/** POST /account/group and PUT /account/group/{id}. `logo`: a new image (data URL), null removes it, absent keeps it. */
export const groupInputSchema = z
  .object({
    name: z.string().trim().min(TEXT_LENGTH.name.min).max(TEXT_LENGTH.name.max),
    description: z
      .string()
      .trim()
      .max(GROUP_DESCRIPTION_MAX)
      .nullable()
      .default(null)
      .transform((text) => (text === '' ? null : text)),
    logo: z.string().max(GROUP_LOGO_DATA_URL_MAX).nullable().optional(),
    public: z.boolean().default(false),
    discoverable: z.boolean().default(false),
    address: addressSchema.nullable().default(null),
  })
  .refine((input) => !input.discoverable || input.address !== null, {
    path: ['address'],
    error: VALIDATION_MESSAGES.required,
  })
  .transform((input) => ({ ...input, address: input.discoverable ? input.address : null }));
export type GroupInput = z.output<typeof groupInputSchema>;

export const groupAdministratorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
});

export const groupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  logo_url: z.string().nullable(),
  public: z.boolean(),
  discoverable: z.boolean(),
  address: addressSchema.nullable(),
  users_count: z.number().int(),
  created_at: timestampSchema,
  /** The caller's membership; null when the caller is not a member. */
  pivot: z.object({ admin: z.boolean() }).nullable(),
  /** Publication types among the portfolio (the show screen's type scope). */
  types: z.array(z.object({ id: z.uuid(), title: z.string() })).default([]),
});
export type Group = z.infer<typeof groupSchema>;

/** How much of the searched place's inventory a group's portfolio holds. */
export const groupCoverageSchema = z.object({
  /** The place's name when the search named one ('Palermo'); null for bare coordinates. */
  place: z.string().nullable(),
  /** Percent of every publication near the place, one decimal (0–100). */
  percent: z.number(),
});
export type GroupCoverage = z.infer<typeof groupCoverageSchema>;

/** GET /group/{id}: administrators' contact details only for signed-in callers (null otherwise). */
export const publicGroupSchema = groupSchema.extend({
  administrators: z.array(groupAdministratorSchema).nullable(),
  /** The directory's local coverage: portfolio publications near the searched place (null without a place). */
  nearby_publications: z.number().int().nullable().default(null),
  /** The same as a share of every publication near the place (null without a place). */
  coverage: groupCoverageSchema.nullable().default(null),
});
export type PublicGroup = z.infer<typeof publicGroupSchema>;

export const groupMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  publications_count: z.number().int(),
  created_at: timestampSchema,
  pivot: z.object({ admin: z.boolean() }),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

const pageFields = {
  search: z.string().trim().max(255).optional(),
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(100).default(20),
};

export const groupListQuerySchema = z.object({
  ...pageFields,
  orderBy: z.enum(['name', 'created_at']).default('name'),
  orderMethod: z.enum(['asc', 'desc']).default('asc'),
});
export const memberListQuerySchema = z.object(pageFields);
export const directoryQuerySchema = z.object({
  ...pageFields,
  orderBy: z.enum(['name', 'coverage']).default('name'),
  /** true only public, false only private, absent all the directory lists. */
  public: z.enum(['true', 'false']).optional(),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
});
export const GROUP_TIME_FILTERS = ['day', 'week'] as const;
export const groupContentQuerySchema = z.object({
  ...pageFields,
  time: z.enum(GROUP_TIME_FILTERS).optional(),
  category_id: z.uuid().optional(),
});
export type GroupContentQuery = z.infer<typeof groupContentQuerySchema>;

export const pagedGroupsSchema = pagedResultSchema(groupSchema);
export const pagedPublicGroupsSchema = pagedResultSchema(publicGroupSchema);
export const pagedMembersSchema = pagedResultSchema(groupMemberSchema);

export const groupSearchSchema = z.object({
  id: z.uuid(),
  uuid: z.uuid(),
  group_id: z.uuid(),
  title: z.string().nullable(),
  title_suggested: z.string(),
  description: z.string().nullable(),
  created_at: timestampSchema,
  published_at: timestampSchema,
  filters: z.array(searchFilterSchema),
  places: z.array(searchPlaceSchema),
  users: z.array(z.object({ id: z.uuid(), name: z.string(), avatar_url: z.string().nullable() })),
  pinneds_count: z.number().int(),
  /** The caller pinned it. */
  pinned: z.boolean(),
});
export type GroupSearch = z.infer<typeof groupSearchSchema>;
export const pagedGroupSearchesSchema = pagedResultSchema(groupSearchSchema);

/** A portfolio publication, with how many of the group's active searches it matches. */
export const portfolioPublicationSchema = publicationSchema.extend({
  group_search_matches: z.number().int().default(0),
});
export const pagedPortfolioSchema = pagedResultSchema(portfolioPublicationSchema);
export const groupCategorySchema = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });

export const memberChangeSchema = z.object({ admin: z.boolean() });
export const memberRemovalQuerySchema = z.object({
  /** Also removes the members this member invited, in the same event. */
  with_invitees: z.enum(['true', 'false']).default('false'),
});
/** DELETE /account/group/{id} (leave): the last admin names who takes over. */
export const leaveGroupSchema = z.object({ successor_id: z.uuid().nullable().default(null) }).nullish();

export const invitationSchema = z.object({
  uuid: z.uuid(),
  invitationable_type: z.literal('group'),
  invitationable_id: z.uuid(),
  invitationable: z.object({ name: z.string(), public: z.boolean(), logo_url: z.string().nullable() }),
  user: z.object({ name: z.string() }),
  rules: z.array(z.enum(INVITATION_RULES)),
  expires_at: timestampSchema,
  status: z.enum(['pending', 'accepted', 'rejected', 'revoked', 'expired']),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const messageSchema = z.object({ message: z.string() });
export const groupWriteResponseSchema = z.object({ message: z.string(), data: groupSchema });
export const inviteResponseSchema = z.object({ uuid: z.uuid(), expires_at: timestampSchema });
export const acceptResponseSchema = z.object({ message: z.string(), group_id: z.uuid() });

/**
 * Socket messages to each admin's `user:{id}` room (who joined, which search was pinned) and to each
 * member's (a colleague's publication entered the portfolio).
 */
export const GROUP_SOCKET_EVENTS = {
  memberJoined: 'group:member_joined',
  searchPinned: 'group:search_pinned',
  publicationAdded: 'group:publication_added',
} as const;
export const groupMemberJoinedMessageSchema = z.object({
  group_id: z.uuid(),
  group_name: z.string(),
  user: z.object({ id: z.uuid(), name: z.string(), avatar_url: z.string().nullable() }),
});
export const groupSearchPinnedMessageSchema = z.object({
  group_id: z.uuid(),
  search_id: z.uuid(),
  user: z.object({ id: z.uuid(), name: z.string() }),
});
export const groupPublicationAddedMessageSchema = z.object({
  group_id: z.uuid(),
  group_name: z.string(),
  publication: z.object({ id: z.uuid(), title: z.string() }),
  user: z.object({ id: z.uuid(), name: z.string() }),
});
