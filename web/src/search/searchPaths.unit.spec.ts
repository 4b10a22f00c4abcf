import { describe, expect, it } from 'vitest';
import { editSearchPath, newSearchPath } from './searchPaths.ts';

const UUID = '00000000-0000-4000-8000-000000000001';
const GROUP = '00000000-0000-4000-8000-000000000002';
const platform = { uuid: UUID, group_id: null, user_id: null, microsite_id: null, user: null };

describe('the builder a search goes back to', () => {
  it('is the platform builder for a platform search', () => {
    expect(newSearchPath(platform)).toBe('/search?newSearch=1');
    expect(editSearchPath(platform)).toBe(`/search?uuid=${UUID}`);
  });

  it("is the group's or the storefront's builder for theirs", () => {
    expect(editSearchPath({ ...platform, group_id: GROUP })).toBe(`/group/${GROUP}/search?uuid=${UUID}`);
    const storefront = { ...platform, user_id: GROUP, user: { name: 'Ana', slug: 'ana', avatar_url: null } };
    expect(newSearchPath(storefront)).toBe('/ana/search?newSearch=1');
  });

  it("is the microsite's builder for a microsite search, whoever's storefront it also names", () => {
    const storefront = { name: 'Ana', slug: 'ana', avatar_url: null };
    const microsite = { ...platform, microsite_id: GROUP, user_id: GROUP, user: storefront };
    expect(editSearchPath(microsite)).toBe(`/microsite/search?uuid=${UUID}`);
  });
});
