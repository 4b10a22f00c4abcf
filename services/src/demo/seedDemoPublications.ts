// The demo world's sellers and their 320 publications, created through the publication commands
// (the same decider and checks as the forms), a few at a time so first start stays quick.
import { randomUUID } from 'node:crypto';
import {
  type Checkpoint,
  compareCheckpoints,
  LOG_START,
  type PublicationInput,
  publicationInputSchema,
} from '@app/contracts';
import { handleCommand, systemContext } from '../commands/index.ts';
import type { Platform } from '../platform.ts';
import type { TypeCatalogue } from '../publication/index.ts';
import { loadTypeCatalogue, publicationDecider, publicationStream } from '../publication/index.ts';
import type { DemoListing } from './demoListing.ts';
import { drawDemoPictures } from './demoPictures.ts';
import { demoProducts } from './demoProducts.ts';
import { demoProperties } from './demoProperties.ts';
import { type DemoRandom, demoRandom } from './demoRandom.ts';
import { DEMO_SELLERS, type DemoSeller, seedDemoSeller } from './demoSellers.ts';
import { demoVehicles } from './demoVehicles.ts';

const SEED = 20_240_806;
const AT_ONCE = 16;
const CATCH_UP_MS = 30_000;
/** Publications appear over the last two months, as in a store that has been open a while. */
const HISTORY_MS = 60 * 24 * 60 * 60 * 1000;

const STORES: readonly {
  seller: DemoSeller;
  typeSlug: DemoListing['typeSlug'];
  listings: (random: DemoRandom) => DemoListing[];
}[] = [
  { seller: DEMO_SELLERS.properties, typeSlug: 'inmuebles', listings: (random) => demoProperties(random, 120) },
  { seller: DEMO_SELLERS.vehicles, typeSlug: 'vehiculos', listings: (random) => demoVehicles(random, 100) },
  { seller: DEMO_SELLERS.products, typeSlug: 'productos', listings: (random) => demoProducts(random, 100) },
];

/** Everything random about one publication, drawn before the commands run side by side. */
interface PublicationPlan {
  publicationId: string;
  sellerId: string;
  catalogue: TypeCatalogue;
  listing: DemoListing;
  input: PublicationInput;
  publishedAt: Date;
  priority: DemoListing['priority'];
}

function toInput(listing: DemoListing, catalogue: TypeCatalogue, categoryId: string | undefined): PublicationInput {
  const { address } = listing;
  return publicationInputSchema.parse({
    type_id: catalogue.typeId,
    title: listing.title,
    description: listing.description,
    categories: categoryId ? [categoryId] : [],
    amount: listing.amount,
    amount_sale: listing.amountSale,
    currency: listing.currency,
    operation: listing.operation ?? null,
    price_period: listing.pricePeriod ?? null,
    address: address ? { title: address.title, geolocation: { coordinates: address.coordinates } } : null,
    extras: listing.extras,
    public: listing.public,
  });
}

async function planStore(
  platform: Platform,
  store: (typeof STORES)[number],
  random: DemoRandom,
): Promise<PublicationPlan[]> {
  const { db } = platform;
  const sellerId = await seedDemoSeller(platform, store.seller, systemContext(platform.clock.now()));
  const type = await db
    .selectFrom('publication_types')
    .select('id')
    .where('slug', '=', store.typeSlug)
    .executeTakeFirstOrThrow();
  const catalogue = await loadTypeCatalogue(db, type.id, sellerId);
  const categories = await db.selectFrom('categories').select(['id', 'name']).where('type_id', '=', type.id).execute();
  const now = platform.clock.now().getTime();
  return store.listings(random).map((listing) => ({
    publicationId: randomUUID(),
    sellerId,
    catalogue,
    listing,
    input: toInput(listing, catalogue, categories.find((category) => category.name === listing.category)?.id),
    publishedAt: new Date(now - Math.floor(random.next() * HISTORY_MS)),
    priority: listing.priority,
  }));
}

/** Draws the pictures and appends the publication's facts; the read models catch up once, after the last one. */
async function publish(platform: Platform, plan: PublicationPlan): Promise<Checkpoint | null> {
  const { publicationId, input, catalogue } = plan;
  const uploads = await drawDemoPictures(platform.media, publicationId, plan.listing);
  const stream = publicationStream(publicationId);
  const context = { userId: plan.sellerId, correlationId: randomUUID(), now: plan.publishedAt };
  const actor = { userId: plan.sellerId, via: 'user' as const };
  const create = { type: 'create' as const, publicationId, actor, input, catalogue, uploads };
  const created = await handleCommand(platform, stream, publicationDecider, create, context);
  if (!plan.priority) return created.checkpoint;
  const now = platform.clock.now();
  const { slug, description } = plan.priority;
  const command = { type: 'setPriority' as const, actor, priority: slug, description, now };
  return (await handleCommand(platform, stream, publicationDecider, command, { ...context, now })).checkpoint;
}

const latest = (checkpoints: readonly (Checkpoint | null)[], after: Checkpoint) =>
  checkpoints.reduce<Checkpoint>(
    (last, checkpoint) => (checkpoint && compareCheckpoints(checkpoint, last) > 0 ? checkpoint : last),
    after,
  );

export async function seedDemoPublications(platform: Platform): Promise<void> {
  // Each store draws from its own seeded source, so planning them side by side stays repeatable.
  const planned = await Promise.all(STORES.map((store, index) => planStore(platform, store, demoRandom(SEED + index))));
  const plans = planned.flat();
  let last = LOG_START;
  for (let start = 0; start < plans.length; start += AT_ONCE) {
    const batch = plans.slice(start, start + AT_ONCE);
    last = latest(await Promise.all(batch.map((plan) => publish(platform, plan))), last);
  }
  await platform.runner.waitFor(last, CATCH_UP_MS);
}
