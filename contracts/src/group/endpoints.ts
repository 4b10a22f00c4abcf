// Every group and invitation call (SPEC.md section 7 "Groups", "Invitation", "Public"): method,
// path under /api (':name' marks a path parameter), query, body and response schemas.
import { z } from 'zod';
import type { EndpointDefinition } from '../account/endpoints.ts';
import {
  acceptResponseSchema,
  directoryQuerySchema,
  groupCategorySchema,
  groupContentQuerySchema,
  groupInputSchema,
  groupListQuerySchema,
  groupSchema,
  groupWriteResponseSchema,
  invitationSchema,
  inviteResponseSchema,
  leaveGroupSchema,
  memberChangeSchema,
  memberListQuerySchema,
  memberRemovalQuerySchema,
  messageSchema,
  pagedGroupSearchesSchema,
  pagedGroupsSchema,
  pagedMembersSchema,
  pagedPortfolioSchema,
  pagedPublicGroupsSchema,
  publicGroupSchema,
} from './group.ts';

interface GroupEndpointDefinition extends EndpointDefinition {
  query?: z.ZodType;
}

const categories = z.array(groupCategorySchema);

export const groupEndpoints = {
  listGroups: {
    method: 'GET',
    path: '/account/group',
    query: groupListQuerySchema,
    body: null,
    response: pagedGroupsSchema,
  },
  createGroup: { method: 'POST', path: '/account/group', body: groupInputSchema, response: groupWriteResponseSchema },
  showGroup: { method: 'GET', path: '/account/group/:id', body: null, response: groupSchema },
  updateGroup: {
    method: 'PUT',
    path: '/account/group/:id',
    body: groupInputSchema,
    response: groupWriteResponseSchema,
  },
  leaveGroup: { method: 'DELETE', path: '/account/group/:id', body: leaveGroupSchema, response: messageSchema },
  listMembers: {
    method: 'GET',
    path: '/account/group/:id/user',
    query: memberListQuerySchema,
    body: null,
    response: pagedMembersSchema,
  },
  invite: { method: 'POST', path: '/account/group/:id/user/invite', body: null, response: inviteResponseSchema },
  changeMember: {
    method: 'PUT',
    path: '/account/group/:id/user/:userId',
    body: memberChangeSchema,
    response: messageSchema,
  },
  removeMember: {
    method: 'DELETE',
    path: '/account/group/:id/user/:userId',
    query: memberRemovalQuerySchema,
    body: null,
    response: messageSchema,
  },
  listGroupSearches: {
    method: 'GET',
    path: '/account/group/:id/search',
    query: groupContentQuerySchema,
    body: null,
    response: pagedGroupSearchesSchema,
  },
  groupSearchCategories: {
    method: 'GET',
    path: '/account/group/:id/search/categories',
    body: null,
    response: categories,
  },
  pinSearch: { method: 'POST', path: '/account/group/:id/search/:searchId/pin', body: null, response: messageSchema },
  unpinSearch: {
    method: 'DELETE',
    path: '/account/group/:id/search/:searchId/unpin',
    body: null,
    response: messageSchema,
  },
  listPortfolio: {
    method: 'GET',
    path: '/account/group/:id/publication',
    query: groupContentQuerySchema,
    body: null,
    response: pagedPortfolioSchema,
  },
  portfolioCategories: {
    method: 'GET',
    path: '/account/group/:id/publication/categories',
    body: null,
    response: categories,
  },
  showInvitation: { method: 'GET', path: '/invitation/:uuid', body: null, response: invitationSchema },
  acceptInvitation: { method: 'PUT', path: '/invitation/:uuid/accept', body: null, response: acceptResponseSchema },
  rejectInvitation: { method: 'PUT', path: '/invitation/:uuid/reject', body: null, response: messageSchema },
  revokeInvitation: { method: 'DELETE', path: '/invitation/:uuid', body: null, response: messageSchema },
  directory: {
    method: 'GET',
    path: '/group',
    query: directoryQuerySchema,
    body: null,
    response: pagedPublicGroupsSchema,
  },
  publicGroup: { method: 'GET', path: '/group/:id', body: null, response: publicGroupSchema },
} as const satisfies Record<string, GroupEndpointDefinition>;
