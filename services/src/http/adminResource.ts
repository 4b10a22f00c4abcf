// The admin back office's list / show / create / update / delete routes for one event-sourced
// resource, written once: every resource states its schema, permission, queries and messages.
import { randomUUID } from 'node:crypto';
import type { DomainEvent, Permission } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Decider } from '../commands/index.ts';
import { DomainError, releaseUniqueValue, type UniqueValue, withUniqueValue } from '../commands/index.ts';
import { execute, type Platform } from '../platform.ts';
import { access } from './access.ts';
import { type PageQuery, paged, pagedSchema, pageQuerySchema } from './paging.ts';

export interface AdminResource<Input, Row extends { id: string }, Command, ListFilter extends z.ZodRawShape> {
  path: string;
  permission: Permission;
  inputSchema: z.ZodType<Input>;
  rowSchema: z.ZodType<Row>;
  /** Extra list filters beside search and paging. */
  listFilters: ListFilter;
  stream(id: string): string;
  decider: Decider<Command, DomainEvent, unknown>;
  toCommand(
    action: { type: 'create' | 'change'; id: string; input: Input } | { type: 'delete'; id: string },
  ): Promise<Command>;
  list(query: PageQuery & z.infer<z.ZodObject<ListFilter>>): Promise<{ rows: Row[]; total: number }>;
  find(id: string): Promise<Row | undefined>;
  /** A value that must stay unique across the resource (a slug), if any. */
  unique?: Pick<UniqueValue, 'kind' | 'field' | 'takenMessage'> & {
    valueOf(input: Input): string;
    current(row: Row): string;
  };
  messages: { created: string; updated: string; deleted: string };
}

const idParams = z.object({ id: z.uuid() });

export function registerAdminResource<Input, Row extends { id: string }, Command, ListFilter extends z.ZodRawShape>(
  app: FastifyInstance,
  platform: Platform,
  resource: AdminResource<Input, Row, Command, ListFilter>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: access.permission(resource.permission) };
  const tags = [resource.path];
  const withMessage = z.object({ message: z.string(), data: resource.rowSchema });
  const found = async (id: string) => {
    const row = await resource.find(id);
    if (!row) throw DomainError.notFound();
    return row;
  };
  const run = (id: string, command: Command, context: Parameters<typeof execute>[4]) =>
    execute(platform, resource.stream(id), resource.decider, command, context);

  api.get(
    resource.path,
    {
      config,
      schema: {
        tags,
        querystring: pageQuerySchema.extend(resource.listFilters),
        response: { 200: pagedSchema(resource.rowSchema) },
      },
    },
    async (request) => {
      const query = request.query as PageQuery & z.infer<z.ZodObject<ListFilter>>;
      const { rows, total } = await resource.list(query);
      return paged(rows, total, query, request.url);
    },
  );

  api.get(
    `${resource.path}/:id`,
    { config, schema: { tags, params: idParams, response: { 200: resource.rowSchema } } },
    (request) => found(request.params.id),
  );

  api.post(
    resource.path,
    { config, schema: { tags, body: resource.inputSchema, response: { 201: withMessage } } },
    async (request, reply) => {
      const input = request.body as Input;
      const id = randomUUID();
      const command = await resource.toCommand({ type: 'create', id, input });
      const write = () => run(id, command, request.commandContext);
      const unique = resource.unique;
      if (unique) {
        const value = { ...unique, value: unique.valueOf(input), ownerId: id };
        await withUniqueValue(platform, value, null, request.commandContext, write);
      } else {
        await write();
      }
      return reply.status(201).send({ message: resource.messages.created, data: await found(id) });
    },
  );

  api.put(
    `${resource.path}/:id`,
    { config, schema: { tags, params: idParams, body: resource.inputSchema, response: { 200: withMessage } } },
    async (request) => {
      const { id } = request.params;
      const existing = await found(id);
      const input = request.body as Input;
      const command = await resource.toCommand({ type: 'change', id, input });
      const write = () => run(id, command, request.commandContext);
      const unique = resource.unique;
      if (unique) {
        const value = { ...unique, value: unique.valueOf(input), ownerId: id };
        await withUniqueValue(platform, value, unique.current(existing), request.commandContext, write);
      } else {
        await write();
      }
      return { message: resource.messages.updated, data: await found(id) };
    },
  );

  api.delete(
    `${resource.path}/:id`,
    { config, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      const { id } = request.params;
      const existing = await found(id);
      await run(id, await resource.toCommand({ type: 'delete', id }), request.commandContext);
      const unique = resource.unique;
      if (unique) {
        const value = { kind: unique.kind, value: unique.current(existing), ownerId: id };
        await releaseUniqueValue(platform, value, request.commandContext);
      }
      return { message: resource.messages.deleted };
    },
  );
}
