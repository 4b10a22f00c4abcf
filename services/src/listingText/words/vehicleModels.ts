// Models sold in Argentina, by brand option slug: a model named without its brand ('Vendo Cronos
// 0km', 'Gol Power 2009') tells the brand, and a known model of several words ('Gol Trend',
// 'C4 Cactus') is kept whole before the version. Folded, as phrases.

export const VEHICLE_MODELS: Readonly<Record<string, readonly string[]>> = {
  toyota: ['hilux', 'corolla', 'corolla cross', 'etios', 'etios cross', 'yaris', 'sw4', 'rav4', 'camry', 'prius'],
  volkswagen: [
    ...['gol', 'gol trend', 'golf', 'vento', 'amarok', 'polo', 'virtus', 'suran', 'fox', 'crossfox', 'voyage'],
    ...['bora', 'passat', 'tiguan', 't cross', 'nivus', 'saveiro', 'taos', 'scirocco', 'sharan', 'up'],
  ],
  ford: [
    ...['ranger', 'fiesta', 'fiesta kinetic', 'focus', 'ka', 'ecosport', 'territory', 'bronco', 'maverick'],
    ...['mondeo', 'kuga', 'f 100', 'f100', 'f 150', 'transit', 'escort', 'falcon', 'mustang'],
  ],
  chevrolet: [
    ...['onix', 'prisma', 'cruze', 's10', 's 10', 'tracker', 'spin', 'corsa', 'classic', 'agile', 'aveo', 'celta'],
    ...['astra', 'vectra', 'meriva', 'montana', 'equinox', 'trailblazer', 'camaro', 'cobalt', 'sonic'],
  ],
  fiat: [
    ...['cronos', 'argo', 'mobi', 'toro', 'strada', 'palio', 'siena', 'grand siena', 'uno', 'punto', 'fiorino'],
    ...['ducato', 'pulse', 'fastback', 'idea', 'linea', 'duna', 'qubo', '147', '128'],
  ],
  renault: [
    ...['sandero', 'sandero stepway', 'stepway', 'logan', 'kangoo', 'duster', 'duster oroch', 'oroch', 'clio'],
    ...['megane', 'captur', 'kwid', 'alaskan', 'fluence', 'symbol', 'koleos', 'master', 'zoe', 'twingo'],
  ],
  peugeot: [
    ...['208', '2008', '308', '3008', '408', '206', '207', '207 compact', '306', '307', '405', '504', '505'],
    ...['partner', 'expert', '5008', '301', '106', 'boxer'],
  ],
  honda: [
    ...['civic', 'fit', 'city', 'hr v', 'hrv', 'cr v', 'crv', 'wr v', 'accord'],
    ...[
      'wave',
      'titan',
      'twister',
      'cb 250 twister',
      'cb 190r',
      'xr 150',
      'xr 250',
      'tornado',
      'xr 250 tornado',
      'biz',
    ],
  ],
  nissan: ['march', 'versa', 'sentra', 'kicks', 'frontier', 'note', 'tiida', 'x trail', 'np300', 'np 300'],
  jeep: ['renegade', 'compass', 'cherokee', 'grand cherokee', 'wrangler', 'commander'],
  citroen: [
    ...['c3', 'c4', 'c4 cactus', 'c4 lounge', 'c3 aircross', 'c4 aircross', 'c5', 'c5 aircross', 'berlingo'],
    ...['ds3', 'xsara', 'xsara picasso', 'picasso', 'c elysee', 'jumper'],
  ],
  motomel: ['blitz', 'skua', 'sirius', 'dakar', 'cg 150', 'victory'],
  zanella: ['zb 110', 'rx 150', 'zr 150', 'patagonian eagle', 'styler', 'ceccato'],
  gilera: ['smash', 'vc 150', 'sahel', 'gx 125'],
  corven: ['energy', 'triax', 'hunter', 'mirage', 'expert 150'],
  yamaha: [
    'fz',
    'fz 25',
    'fz s',
    'ybr',
    'ybr 125',
    'xtz',
    'xtz 125',
    'xtz 250',
    'mt 03',
    'mt 07',
    'r3',
    'r 15',
    'crypton',
  ],
  bajaj: ['rouser', 'rouser ns 200', 'dominar', 'pulsar', 'boxer 150'],
  suzuki: ['gn 125', 'gixxer', 'v strom', 'ax 100', 'en 125'],
  kawasaki: ['ninja', 'ninja 400', 'z400', 'z 400', 'z900', 'versys', 'klr 650', 'vulcan'],
  benelli: ['tnt', 'tnt 15', 'trk', 'trk 502', 'leoncino', 'imperiale'],
  ktm: ['duke', 'duke 200', 'duke 390', 'rc 390', 'adventure 390'],
  ducati: ['monster', 'panigale', 'scrambler', 'multistrada', 'diavel', 'hypermotard', 'streetfighter'],
  harley_davidson: ['sportster', 'iron 883', 'fat boy', 'street glide', 'softail'],
  royal_enfield: ['himalayan', 'meteor', 'meteor 350', 'classic 350', 'interceptor', 'continental gt'],
};

/**
 * Models that are also everyday words or bare numbers ('uno', 'idea', 'fiesta', '208'): they tell
 * the brand only after it, never alone.
 */
export const MODELS_NEEDING_BRAND = new Set([
  ...['uno', 'idea', 'up', 'fit', 'city', 'note', 'march', 'master', 'partner', 'expert', 'classic', 'spin'],
  ...['fiesta', 'linea', 'boxer', 'jumper', 'picasso', 'sonic'],
  ...['energy', 'hunter', 'monster', 'smash', 'blitz', 'victory', 'dakar', 'mirage', 'sirius', 'adventure'],
  ...['fz', 'trk', 'tnt', 'duke', 'meteor', 'classic 350', 'styler', 'vulcan', 'interceptor', 'ninja'],
]);
