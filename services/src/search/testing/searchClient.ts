// HTTP calls of the search routes for tests: as a visitor with a guest key, or as an account.
import { randomBytes } from 'node:crypto';
import type { SearchFilterInput, SearchPlaceInput } from '@app/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const newGuestKey = () => randomBytes(24).toString('base64url');

export interface Caller {
  token?: string;
  guestKey?: string;
}

export function headersOf(caller: Caller): Record<string, string> {
  return {
    ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
    ...(caller.guestKey ? { 'x-guest-key': caller.guestKey } : {}),
  };
}

export interface SearchBody {
  filters: SearchFilterInput[];
  places?: SearchPlaceInput[];
  order?: string;
  user_id?: string | null;
  group_id?: string | null;
  microsite_id?: string | null;
}

export function searchClient(app: FastifyInstance) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    caller: Caller,
    payload?: object,
  ): Promise<LightMyRequestResponse> => app.inject({ method, url: `/api${url}`, payload, headers: headersOf(caller) });
  return {
    call,
    async create(body: SearchBody, caller: Caller): Promise<string> {
      const response = await call('POST', '/search', caller, body);
      if (response.statusCode !== 200) throw new Error(`create failed ${response.statusCode} ${response.body}`);
      return response.json().data.uuid as string;
    },
    async resultTitles(uuid: string, except: string[] = [], caller: Caller = {}): Promise<string[]> {
      const response = await call('POST', `/search/${uuid}/results`, caller, { except });
      if (response.statusCode !== 200) throw new Error(`results failed ${response.statusCode} ${response.body}`);
      return response.json().data.map((card: { title: string }) => card.title);
    },
    /** Titles the filter set finds, through a search created for it (order: newest). */
    async find(body: SearchBody): Promise<string[]> {
      const uuid = await this.create({ order: 'newest', ...body }, { guestKey: newGuestKey() });
      return (await this.resultTitles(uuid)).sort();
    },
  };
}
