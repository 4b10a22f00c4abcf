// Autos del Sur's listings: used cars, pick-ups, motorbikes and vans from the south of the city.
import type { DemoListing } from './demoListing.ts';
import { roundPrice } from './demoListing.ts';
import { demoAddress, VEHICLE_PLACES } from './demoPlaces.ts';
import type { DemoRandom } from './demoRandom.ts';

type Model = readonly [brand: string, brandTitle: string, model: string, category: string, basePrice: number];

const MODELS: readonly Model[] = [
  ['toyota', 'Toyota', 'Hilux SRV 2.8 4x4', 'Camionetas', 42_000],
  ['toyota', 'Toyota', 'Corolla XEi', 'Autos', 24_000],
  ['toyota', 'Toyota', 'Etios XLS', 'Autos', 13_000],
  ['volkswagen', 'Volkswagen', 'Gol Trend', 'Autos', 9_500],
  ['volkswagen', 'Volkswagen', 'Amarok Highline V6', 'Camionetas', 45_000],
  ['volkswagen', 'Volkswagen', 'T-Cross Comfortline', 'Autos', 23_000],
  ['ford', 'Ford', 'Ranger XLT 3.2', 'Camionetas', 36_000],
  ['ford', 'Ford', 'Ka SE', 'Autos', 9_000],
  ['ford', 'Ford', 'EcoSport Titanium', 'Autos', 15_000],
  ['chevrolet', 'Chevrolet', 'Onix LTZ', 'Autos', 14_000],
  ['chevrolet', 'Chevrolet', 'S10 High Country', 'Camionetas', 38_000],
  ['chevrolet', 'Chevrolet', 'Tracker Premier', 'Autos', 24_000],
  ['fiat', 'Fiat', 'Cronos Drive 1.3', 'Autos', 15_500],
  ['fiat', 'Fiat', 'Toro Freedom', 'Camionetas', 26_000],
  ['fiat', 'Fiat', 'Fiorino Endurance', 'Utilitarios', 14_000],
  ['renault', 'Renault', 'Sandero Stepway', 'Autos', 13_500],
  ['renault', 'Renault', 'Kangoo Express', 'Utilitarios', 15_000],
  ['renault', 'Renault', 'Duster Intens', 'Autos', 19_000],
  ['peugeot', 'Peugeot', '208 Feline', 'Autos', 17_000],
  ['peugeot', 'Peugeot', 'Partner Confort', 'Utilitarios', 14_500],
  ['honda', 'Honda', 'CB 190R', 'Motos', 3_200],
  ['honda', 'Honda', 'Wave 110', 'Motos', 1_600],
  ['honda', 'Honda', 'XR 250 Tornado', 'Motos', 4_500],
  ['nissan', 'Nissan', 'Frontier LE 4x4', 'Camionetas', 37_000],
  ['nissan', 'Nissan', 'Kicks Advance', 'Autos', 21_000],
  ['jeep', 'Jeep', 'Renegade Sport', 'Autos', 22_000],
  ['citroen', 'Citroën', 'Berlingo Business', 'Utilitarios', 16_000],
  ['citroen', 'Citroën', 'C3 Feel', 'Autos', 12_500],
];
const FUELS = ['nafta', 'nafta', 'nafta', 'diesel', 'gnc'];
const STATES = [
  'único dueño',
  'service oficial al día',
  'VTV vigente',
  'cubiertas nuevas',
  'impecable',
  'permuto por menor valor',
];
const CURRENT_YEAR = 2026;

function vehicleListing(random: DemoRandom): DemoListing {
  const [brand, brandTitle, model, category, basePrice] = random.pick(MODELS);
  const year = random.between(2008, 2025);
  const age = CURRENT_YEAR - year;
  const kilometres = category === 'Motos' ? age * random.between(2_000, 6_000) : age * random.between(9_000, 18_000);
  const dollars = roundPrice(basePrice * 0.93 ** age, 100);
  const inPesos = random.chance(0.3);
  const placeName = random.pick(VEHICLE_PLACES);
  const notes = random.some(STATES, 2).join(', ');
  return {
    typeSlug: 'vehiculos',
    category,
    title: `${brandTitle} ${model} ${year}`,
    description: `${brandTitle} ${model} ${year} con ${kilometres.toLocaleString('es-AR')} km: ${notes}. Financiación y gestoría en el día.`,
    amount: inPesos ? roundPrice(dollars * 1_200, 50_000) : dollars,
    amountSale: null,
    currency: inPesos ? 'ARS' : 'USD',
    address: demoAddress(placeName, random),
    extras: {
      marca: brand,
      modelo: model,
      anio: year,
      kilometros: kilometres,
      combustible: category === 'Motos' ? 'nafta' : random.pick(FUELS),
      transmision: category !== 'Motos' && random.chance(0.3) ? 'automatica' : 'manual',
    },
    public: random.chance(0.95),
    priority: random.chance(0.1)
      ? { slug: random.pick(['urgente', 'oportunidad']), description: 'Recibo usado' }
      : null,
  };
}

export function demoVehicles(random: DemoRandom, count: number): DemoListing[] {
  return Array.from({ length: count }, () => vehicleListing(random));
}
