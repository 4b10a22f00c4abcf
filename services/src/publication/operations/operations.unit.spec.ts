// A property states what it is offered for: sale, rent or temporary rent (docs/decisions/operations.md).
import type { PublicationEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { catalogue, input } from '../testing/catalogueFixture.ts';
import { ID, seller, spec } from '../testing/publicationDeciderFixture.ts';

const PROPERTY_FIELDS = ['title', 'description', 'url', 'address', 'categories', 'amount', 'operation'] as const;

const createProperty = (changes: Record<string, unknown>) => ({
  type: 'create' as const,
  publicationId: ID,
  actor: seller,
  input: input(changes),
  catalogue: catalogue([...PROPERTY_FIELDS]),
  uploads: [],
});

const fieldsOf = (events: PublicationEvent[]) => events[0]!.data as Record<string, unknown>;

describe('the operation of a property', () => {
  it('is required by a type that asks for it', () => {
    spec.given().when(createProperty({})).thenRefusesField('operation', 'Este campo es obligatorio');
  });

  it('gives a rent a price per month and a temporary rent what the seller said, a night by default', () => {
    const rent = spec
      .given()
      .when(createProperty({ operation: 'rent', price_period: 'night' }))
      .thenEvents();
    expect(fieldsOf(rent)).toMatchObject({ operation: 'rent', pricePeriod: 'month' });
    const season = spec
      .given()
      .when(createProperty({ operation: 'temporary_rent' }))
      .thenEvents();
    expect(fieldsOf(season)).toMatchObject({ operation: 'temporary_rent', pricePeriod: 'night' });
    const monthly = spec
      .given()
      .when(createProperty({ operation: 'temporary_rent', price_period: 'month' }))
      .thenEvents();
    expect(fieldsOf(monthly)).toMatchObject({ operation: 'temporary_rent', pricePeriod: 'month' });
    const sale = spec
      .given()
      .when(createProperty({ operation: 'sale', price_period: 'month' }))
      .thenEvents();
    expect(fieldsOf(sale)).toMatchObject({ operation: 'sale', pricePeriod: null });
  });

  it('is left out of the facts of types that do not ask for it', () => {
    const events = spec
      .given()
      .when(createProperty({ operation: 'rent' }))
      .thenEvents();
    expect(fieldsOf(events)).toHaveProperty('operation');
    const product = spec
      .given()
      .when({ ...createProperty({ operation: 'rent' }), catalogue: catalogue() })
      .thenEvents();
    expect(fieldsOf(product)).not.toHaveProperty('operation');
  });
});

describe('reading publications recorded before operations as sales', () => {
  const before = (): PublicationEvent[] =>
    spec
      .given()
      .when({ ...createProperty({}), catalogue: catalogue() })
      .thenEvents();
  const readAsSale = { type: 'recordOperation', operation: 'sale', pricePeriod: null } as const;

  it('records the operation of a publication that has none', () => {
    spec
      .given(...before())
      .when(readAsSale)
      .thenDecides([
        { type: 'publication.operation_set.v1', data: { publicationId: ID, operation: 'sale', pricePeriod: null } },
      ]);
  });

  it('records nothing the second time, nor for a publication that states its operation', () => {
    const recorded: PublicationEvent = {
      type: 'publication.operation_set.v1',
      data: { publicationId: ID, operation: 'sale', pricePeriod: null },
    };
    spec
      .given(...before(), recorded)
      .when(readAsSale)
      .thenDecides([]);
    const rent = spec
      .given()
      .when(createProperty({ operation: 'rent' }))
      .thenEvents();
    spec
      .given(...rent)
      .when(readAsSale)
      .thenDecides([]);
  });

  it('keeps a migrated publication unchanged when its form is saved again as a sale', () => {
    const recorded: PublicationEvent = {
      type: 'publication.operation_set.v1',
      data: { publicationId: ID, operation: 'sale', pricePeriod: null },
    };
    const { catalogue: _old, ...command } = createProperty({ operation: 'sale' });
    spec
      .given(...before(), recorded)
      .when({ ...command, type: 'change', catalogue: catalogue([...PROPERTY_FIELDS]) })
      .thenDecides([]);
  });
});
