// The file the k6 scripts read (with open() into SharedArrays): who may call what, and on which ids.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { WorldSize } from '../options.ts';
import type { Person } from './people.ts';
import type { SharedSearch } from './sharedSearches.ts';

export interface FixtureType {
  slug: string;
  id: string;
  categoryIds: string[];
}

export interface Seller extends Person {
  /** Some of the seller's publications (statistics, superlikes). */
  publicationIds: string[];
}

export interface LoadFixture {
  generatedAt: string;
  size: WorldSize;
  types: FixtureType[];
  /** Gazetteer references the catalogue's addresses are around. */
  places: string[];
  /** Accounts without premium; the shared searches' participants come from them. */
  searchers: Person[];
  searches: SharedSearch[];
  sellers: Seller[];
  /** Quick-create sentences a seller may type, with the type chosen first. */
  /** `operation`: what the seller chooses when the sentence names none (a property asks for one). */
  listings: { typeId: string; text: string; operation: string | null }[];
}

export async function writeFixture(file: string, fixture: LoadFixture): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(fixture));
}
