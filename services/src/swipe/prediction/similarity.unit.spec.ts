import { describe, expect, it } from 'vitest';
import { distanceKm, type PublicationFeatures, predictionScore, similarity } from './similarity.ts';

const palermo: [number, number] = [-34.5889, -58.4303];
const belgrano: [number, number] = [-34.5627, -58.4562];
const cordoba: [number, number] = [-31.4201, -64.1888];

const flat: PublicationFeatures = {
  id: 'liked',
  typeId: 'inmueble',
  categories: ['departamento'],
  extras: { ambientes: 3, cochera: true },
  price: 120_000,
  currency: 'USD',
  coordinates: palermo,
};

describe('similarity to a liked publication', () => {
  it('is none across types', () => {
    expect(similarity({ ...flat, typeId: 'vehiculo' }, flat)).toBe(0);
  });

  it('is whole for the same features', () => {
    expect(similarity({ ...flat, id: 'other' }, flat)).toBeCloseTo(1);
  });

  it('falls with category, extras, price and distance', () => {
    const near = { ...flat, id: 'near', coordinates: belgrano, price: 130_000 };
    const far = { ...flat, id: 'far', coordinates: cordoba, price: 130_000 };
    const pricier = { ...flat, id: 'pricier', price: 400_000 };
    const house = { ...flat, id: 'house', categories: ['casa'], extras: { ambientes: 5, cochera: false } };
    expect(similarity(near, flat)).toBeGreaterThan(similarity(far, flat));
    expect(similarity(near, flat)).toBeGreaterThan(0.8);
    expect(similarity(pricier, flat)).toBeLessThan(similarity(near, flat));
    expect(similarity(house, flat)).toBeLessThan(0.5);
  });

  it('takes a price in another currency as half alike, and leaves out a place only one side has', () => {
    const inPesos = { ...flat, id: 'pesos', price: 100_000_000, currency: 'ARS', coordinates: null };
    expect(similarity(inPesos, flat)).toBeCloseTo((0.3 + 0.3 + 0.25 * 0.5) / 0.85);
  });

  it('counts an extra only one side has as unlike', () => {
    const sparse = { ...flat, id: 'sparse', extras: { ambientes: 3 } };
    const full = { ...flat, id: 'full', extras: { ambientes: 3, cochera: true } };
    expect(similarity(full, flat)).toBeGreaterThan(similarity(sparse, flat));
  });
});

describe('prediction scores', () => {
  it('weigh resemblance by how many participants liked', () => {
    const candidate = { ...flat, id: 'candidate' };
    expect(predictionScore(candidate, [{ features: flat, support: 1 }])).toBeCloseTo(1);
    expect(predictionScore(candidate, [{ features: flat, support: 0.5 }])).toBeCloseTo(0.5);
    expect(predictionScore(candidate, [])).toBe(0);
  });
});

describe('distances', () => {
  it('are great-circle kilometres', () => {
    expect(distanceKm(palermo, belgrano)).toBeGreaterThan(3);
    expect(distanceKm(palermo, belgrano)).toBeLessThan(5);
    expect(distanceKm(palermo, cordoba)).toBeGreaterThan(640);
  });
});
