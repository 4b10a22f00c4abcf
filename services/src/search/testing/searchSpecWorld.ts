// What most search specs start from: a test platform, the small search world a premium seller
// published, and a client for the search API.
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';
import { type SearchWorld, seedSearchWorld } from './searchCatalogueWorld.ts';
import { searchClient } from './searchClient.ts';

export interface SearchSpecWorld {
  platform: TestPlatform;
  world: SearchWorld;
  client: ReturnType<typeof searchClient>;
}

export async function startSearchSpecWorld(environment: Record<string, string> = {}): Promise<SearchSpecWorld> {
  const platform = await startTestPlatform(environment);
  const seller = await platform.accountFor({ premium: true });
  const world = await seedSearchWorld(platform.platform, seller.userId);
  return { platform, world, client: searchClient(platform.app) };
}
