// POST /api/admin/user/{id}/impersonate: a session for that user, recorded with the administrator
// who opened it.
import { ERROR_MESSAGES } from '@app/contracts';
import { ADMIN_USER_MESSAGES } from '@app/contracts/account/adminUser';
import { accountEndpoints as endpoints } from '@app/contracts/account/endpoints';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../commands/index.ts';
import { access, sessionOf } from '../../http/index.ts';
import type { Platform } from '../../platform.ts';
import { startSession } from '../session/sessions.ts';
import { findLiveUser } from '../user/userResponse.ts';
import { mayImpersonate } from './impersonationRule.ts';

export function registerImpersonationRoutes(app: FastifyInstance, platform: Platform): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    endpoints.impersonate.path,
    {
      config: { access: access.permission('users') },
      schema: {
        tags: ['/admin/user'],
        params: z.object({ id: z.uuid() }),
        response: { 200: endpoints.impersonate.response },
      },
    },
    async (request) => {
      const administrator = sessionOf(request);
      const target = await findLiveUser(platform.db, request.params.id);
      if (!target) throw DomainError.notFound();
      const rights = { userId: target.id, isAdmin: target.is_admin, permissions: target.permissions };
      if (!mayImpersonate(administrator, rights, administrator.userId)) {
        const oneself = target.id === administrator.userId;
        const message = oneself ? ERROR_MESSAGES.forbidden : ADMIN_USER_MESSAGES.strongerAdministratorImpersonation;
        throw new DomainError('forbidden', message);
      }
      const token = await startSession(
        platform,
        target.id,
        'impersonation',
        request.commandContext,
        administrator.userId,
      );
      return { token };
    },
  );
}
