// Tienda Urbana's listings: clothes, shoes, gadgets, home and sport goods with stock per shop.
import type { DemoListing } from './demoListing.ts';
import { roundPrice } from './demoListing.ts';
import type { DemoRandom } from './demoRandom.ts';

type Product = readonly [category: string, name: string, basePrice: number, sized: boolean];

const PRODUCTS: readonly Product[] = [
  ['Indumentaria', 'Remera de algodón peinado', 18_000, true],
  ['Indumentaria', 'Buzo canguro con capucha', 42_000, true],
  ['Indumentaria', 'Campera de abrigo inflable', 95_000, true],
  ['Indumentaria', 'Jean recto tiro alto', 48_000, true],
  ['Indumentaria', 'Camisa de lino', 39_000, true],
  ['Indumentaria', 'Gorro de lana', 12_000, false],
  ['Calzado', 'Zapatillas urbanas de cuero', 110_000, false],
  ['Calzado', 'Botas de gamuza', 135_000, false],
  ['Calzado', 'Ojotas de goma', 15_000, false],
  ['Electrónica', 'Auriculares inalámbricos', 65_000, false],
  ['Electrónica', 'Parlante portátil resistente al agua', 78_000, false],
  ['Electrónica', 'Reloj inteligente', 120_000, false],
  ['Electrónica', 'Cargador rápido USB-C', 14_000, false],
  ['Hogar', 'Mate de calabaza con bombilla', 16_000, false],
  ['Hogar', 'Juego de sábanas de 200 hilos', 54_000, false],
  ['Hogar', 'Lámpara de escritorio LED', 33_000, false],
  ['Hogar', 'Set de vasos de vidrio', 21_000, false],
  ['Deportes', 'Pelota de fútbol número 5', 29_000, false],
  ['Deportes', 'Mat de yoga antideslizante', 24_000, false],
  ['Deportes', 'Botella térmica de acero', 26_000, false],
  ['Deportes', 'Par de mancuernas de 5 kg', 38_000, false],
];
const COLORS = ['negro', 'blanco', 'gris', 'azul', 'rojo', 'verde', 'beige', 'rosa'];
const COLOR_TITLES: Record<string, string> = {
  negro: 'Negro',
  blanco: 'Blanco',
  gris: 'Gris',
  azul: 'Azul',
  rojo: 'Rojo',
  verde: 'Verde',
  beige: 'Beige',
  rosa: 'Rosa',
};
const SIZES = ['s', 'm', 'l', 'xl'];
const SHOE_SIZES = ['37', '38', '39', '40', '41', '42', '43'];
const SHOPS = ['Local Palermo Soho', 'Local Caballito', 'Depósito Avellaneda'];

function stockOf(category: string, sized: boolean, color: string, random: DemoRandom) {
  const sizes = sized ? SIZES : category === 'Calzado' ? random.some(SHOE_SIZES, 4) : [null];
  return random.some(SHOPS, random.between(1, 2)).flatMap((place) =>
    sizes.map((size) => ({
      place,
      color: COLOR_TITLES[color] ?? null,
      size: size?.toUpperCase() ?? null,
      quantity: random.between(0, 12),
    })),
  );
}

function productListing(random: DemoRandom): DemoListing {
  const [category, name, basePrice, sized] = random.pick(PRODUCTS);
  const color = random.pick(COLORS);
  const amount = roundPrice(basePrice * (0.85 + random.next() * 0.4), 500);
  const extras: Record<string, unknown> = { color, stock: stockOf(category, sized, color, random) };
  if (sized) extras.talle = random.pick(['s', 'm', 'l']);
  return {
    typeSlug: 'productos',
    category,
    title: `${name} ${COLOR_TITLES[color]?.toLowerCase()}`,
    description: `${name}. Envíos a todo el país y retiro sin cargo en nuestros locales. Cambios dentro de los 30 días.`,
    amount,
    amountSale: random.chance(0.2) ? roundPrice(amount * 0.8, 500) : null,
    currency: 'ARS',
    address: null,
    extras,
    public: random.chance(0.97),
    priority: random.chance(0.08) ? { slug: 'oportunidad', description: 'Hot Sale' } : null,
  };
}

export function demoProducts(random: DemoRandom, count: number): DemoListing[] {
  return Array.from({ length: count }, () => productListing(random));
}
