// Every synchronizer call of the seller's screen: method, path under /api (':name' marks a path
// parameter), body and response schemas. The web client calls through this table.
import { z } from 'zod';
import type { EndpointDefinition } from '../account/endpoints.ts';
import { synchronizerResponseSchema, synchronizerSavedSchema, synchronizerSettingSchema } from './api.ts';

const PATH = '/account/synchronizer';

export const synchronizerEndpoints = {
  show: { method: 'GET', path: PATH, body: null, response: synchronizerResponseSchema },
  save: { method: 'PUT', path: PATH, body: synchronizerSettingSchema, response: synchronizerSavedSchema },
  requestSync: { method: 'POST', path: `${PATH}/sync`, body: null, response: synchronizerSavedSchema },
  approveRemovals: { method: 'POST', path: `${PATH}/removals/approve`, body: null, response: synchronizerSavedSchema },
  rejectRemovals: { method: 'POST', path: `${PATH}/removals/reject`, body: null, response: synchronizerSavedSchema },
  restore: { method: 'POST', path: `${PATH}/removed/:id/restore`, body: null, response: synchronizerSavedSchema },
  remove: { method: 'DELETE', path: PATH, body: null, response: z.object({ message: z.string() }) },
} as const satisfies Record<string, EndpointDefinition>;
