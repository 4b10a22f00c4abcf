import { describe, expect, it } from 'vitest';
import { fieldItems, scoreFields } from './fieldScore.ts';
import { evaluateListings } from './listingEvaluation.ts';
import { HELD_OUT_LISTINGS } from './listings/heldOutListings.ts';
import { LABELLED_LISTINGS } from './listings/labelledListings.ts';

const format = (value: number) => value.toFixed(3);

describe('quick create against labelled sentences', () => {
  it('has at least 80 labelled and 20 held-out sentences, none shared', () => {
    expect(LABELLED_LISTINGS.length).toBeGreaterThanOrEqual(80);
    expect(HELD_OUT_LISTINGS.length).toBeGreaterThanOrEqual(20);
    const labelled = new Set(LABELLED_LISTINGS.map((listing) => listing.text));
    expect(HELD_OUT_LISTINGS.filter((listing) => labelled.has(listing.text))).toEqual([]);
  });

  it('labels the operation of every property sentence with a price (the price tells when no word does)', () => {
    const unlabelled = [...LABELLED_LISTINGS, ...HELD_OUT_LISTINGS].filter(
      (listing) => listing.type === 'inmuebles' && listing.expected.amount !== undefined && !listing.expected.operation,
    );
    expect(unlabelled.map((listing) => listing.text)).toEqual([]);
  });

  it('reaches a field-level F1 of at least 0.9 on the labelled set', () => {
    const score = evaluateListings(LABELLED_LISTINGS);
    console.info(
      `quick create, labelled set: P ${format(score.precision)} R ${format(score.recall)} F1 ${format(score.f1)}`,
    );
    expect(score.f1).toBeGreaterThanOrEqual(0.9);
  });

  it('generalises: a field-level F1 of at least 0.8 on the held-out set', () => {
    const score = evaluateListings(HELD_OUT_LISTINGS);
    console.info(
      `quick create, held-out set: P ${format(score.precision)} R ${format(score.recall)} F1 ${format(score.f1)}`,
    );
    expect(score.f1).toBeGreaterThanOrEqual(0.8);
  });
});

describe('field-level scoring', () => {
  it('counts each amount, currency, address, operation, price period, category, extra and checkbox option as one field', () => {
    const items = fieldItems({
      amount: 1,
      currency: 'USD',
      address: 'ar-barrio-palermo',
      operation: 'temporary_rent',
      price_period: 'night',
      categories: ['casa'],
      extras: { amenities: ['pileta', 'sum'], modelo: 'Gol Trend' },
    });
    expect([...items]).toEqual([
      'amount=1',
      'currency=USD',
      'address=ar-barrio-palermo',
      'operation=temporary_rent',
      'price_period=night',
      'category=casa',
      'extra.amenities=pileta',
      'extra.amenities=sum',
      'extra.modelo=gol trend',
    ]);
  });

  it('scores precision over what was filled and recall over what was expected', () => {
    const score = scoreFields([
      { expected: { amount: 1, currency: 'ARS' }, actual: { amount: 1, currency: 'USD', categories: ['casa'] } },
    ]);
    expect(score).toMatchObject({ truePositives: 1, predicted: 3, expected: 2 });
    expect(score.precision).toBeCloseTo(1 / 3);
    expect(score.recall).toBeCloseTo(1 / 2);
  });
});
