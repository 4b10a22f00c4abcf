// Microsites for HTTP specs: the admin form as the web client sends it (multipart), and calls on a
// chosen host.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type FilePart, multipartBody } from '../../testing/multipart.ts';
import { bearer, type TestAccount } from '../../testing/testPlatform.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface MicrositeFields {
  name?: string;
  host?: string;
  status?: string;
  style?: object;
  settings?: object;
}

function textParts(fields: MicrositeFields): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) parts[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return parts;
}

export function micrositeWorld(app: FastifyInstance) {
  const call = (
    method: Method,
    url: string,
    as: TestAccount | null,
    options: { host?: string; payload?: object; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      payload: options.payload,
      headers: { ...(as ? bearer(as.token) : {}), ...(options.host ? { host: options.host } : {}), ...options.headers },
    });

  const sendForm = async (
    url: string,
    as: TestAccount,
    fields: Record<string, string>,
    files: Record<string, FilePart>,
  ) => {
    const { payload, headers } = await multipartBody(fields, files);
    return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(as.token) } });
  };

  return {
    call,
    create: (as: TestAccount, fields: MicrositeFields, files: Record<string, FilePart> = {}) =>
      sendForm('/api/admin/microsite', as, textParts(fields), files),
    update: (as: TestAccount, id: string, fields: MicrositeFields, files: Record<string, FilePart> = {}) =>
      sendForm(`/api/admin/microsite/${id}`, as, { _method: 'PUT', ...textParts(fields) }, files),
    /** A microsite created as `as`, its id; fails the test if refused. */
    async createOk(as: TestAccount, fields: MicrositeFields, files: Record<string, FilePart> = {}): Promise<string> {
      const response = await this.create(as, fields, files);
      if (response.statusCode !== 201) throw new Error(`microsite not created: ${response.body}`);
      return response.json().data.id;
    },
    async addUser(as: TestAccount, micrositeId: string, userId: string) {
      return call('POST', `/api/admin/microsite/${micrositeId}/user`, as, { payload: { user_id: userId } });
    },
  };
}
