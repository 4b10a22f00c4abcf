import { publicationEndpoints } from '@app/contracts/publication/endpoints';
import { useSpanishErrors } from '@app/contracts/spanishErrors';
import { describe, expect, it, vi } from 'vitest';
import { callEndpoint } from './endpointClient.ts';
import { toFormData } from './formData.ts';
import { createHttpClient } from './httpClient.ts';

// biome-ignore lint/correctness/useHookAtTopLevel: not a React hook, it installs zod's Spanish messages.
useSpanishErrors();

const TYPE_ID = '00000000-0000-4000-8000-000000000001';

function recordingHttp(answer: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify(answer), { status: 200 }));
  return { fetch, http: createHttpClient({ fetch, token: () => 'abc' }) };
}

describe('endpoint calls with a query or several files', () => {
  it('sends the query values a GET endpoint declares, normalised by its schema', async () => {
    const { fetch, http } = recordingHttp([]);
    await callEndpoint(http, publicationEndpoints.listCategories, { query: { type_id: TYPE_ID } });
    await callEndpoint(http, publicationEndpoints.suggestCategories, { query: { type_id: TYPE_ID, search: ' casa ' } });
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/account/category/list?type_id=${TYPE_ID}`);
    expect(fetch.mock.calls[1]?.[0]).toBe(`/api/account/category/suggestions?type_id=${TYPE_ID}&search=casa`);
  });

  it('sends the publication as a JSON part and each new image as medias[]', () => {
    const first = new Blob(['1'], { type: 'image/jpeg' });
    const second = new Blob(['2'], { type: 'image/jpeg' });
    const form = toFormData({ data: { title: 'Casa', medias: ['m1'] }, medias: [first, second] }, 'PUT');
    expect(form.get('_method')).toBe('PUT');
    expect(JSON.parse(String(form.get('data')))).toEqual({ title: 'Casa', medias: ['m1'] });
    expect(form.getAll('medias[]')).toHaveLength(2);
  });

  it('checks the publication before sending it, with per-field messages under data', async () => {
    const { fetch, http } = recordingHttp({});
    const error = await callEndpoint(http, publicationEndpoints.createPublication, {
      body: { data: { type_id: TYPE_ID, title: 'ab' } },
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      reaction: { fieldErrors: { 'data.title': 'Este campo debe tener al menos 3 caracteres' } },
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
