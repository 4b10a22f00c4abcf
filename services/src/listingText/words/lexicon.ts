// How Argentine sellers write what a publication type's extras ask for. An extra is tied to a
// concept when its slug or Spanish title is one of the concept's names; extras no concept knows
// are still read through their own title and option titles. All phrases are folded (no accents,
// lower case, words split on anything but letters and digits).

export interface NumberConcept {
  kind: 'number';
  names: readonly string[];
  /** Phrases right after the number: '3 amb', '2 dormitorios'. */
  unitsAfter: readonly string[];
  /** Phrases right before the number: 'antigüedad 10', 'año 2019'. */
  labelsBefore: readonly string[];
  /** Phrases that are a value on their own: 'monoambiente' is 1 ambiente. */
  fixedValues?: readonly (readonly [phrase: string, value: number])[];
}

export interface BooleanConcept {
  kind: 'boolean';
  names: readonly string[];
  phrases: readonly string[];
}

export interface OptionConcept {
  kind: 'option';
  names: readonly string[];
  /** Extra synonyms per option slug. */
  optionSynonyms: Readonly<Record<string, readonly string[]>>;
  /** When set, options only count right after one of these words ('talle M', 'talles S y M'). */
  cues?: readonly string[];
}

export interface TextConcept {
  kind: 'model';
  names: readonly string[];
}

export type Concept = NumberConcept | BooleanConcept | OptionConcept | TextConcept;

export const AREA_UNITS = ['m2', 'm 2', 'mts2', 'mts 2', 'mt2', 'mts', 'mtrs', 'metros cuadrados', 'metros', 'm2s'];
export const COVERED_QUALIFIERS = ['cubiertos', 'cubierta', 'cubiertas', 'cubierto', 'cub', 'propios'];
export const TOTAL_QUALIFIERS = ['totales', 'total', 'tot', 'de terreno', 'de lote', 'de superficie total'];
export const COVERED_LABELS = ['superficie cubierta', 'sup cubierta', 'sup cub', 'cubiertos', 'cubierta'];
export const TOTAL_LABELS = ['superficie total', 'sup total', 'sup tot', 'lote de', 'terreno de', 'lote', 'terreno'];

export const CONCEPTS = {
  rooms: {
    kind: 'number',
    names: ['ambientes', 'cantidad de ambientes', 'amb'],
    unitsAfter: ['amb', 'ambs', 'ambiente', 'ambientes', 'ambientes'],
    labelsBefore: ['ambientes', 'amb'],
    fixedValues: [
      ['monoambiente', 1],
      ['mono ambiente', 1],
      ['monoamb', 1],
    ],
  },
  bedrooms: {
    kind: 'number',
    names: ['dormitorios', 'habitaciones', 'dorm'],
    unitsAfter: ['dorm', 'dorms', 'dormitorio', 'dormitorios', 'habitacion', 'habitaciones', 'hab', 'habs', 'cuartos'],
    labelsBefore: ['dormitorios', 'dorm', 'habitaciones'],
  },
  bathrooms: {
    kind: 'number',
    names: ['banos', 'bano', 'cantidad de banos'],
    unitsAfter: ['bano', 'banos', 'bno', 'bnos'],
    labelsBefore: ['banos'],
  },
  coveredArea: {
    kind: 'number',
    names: ['m2 cubiertos', 'superficie cubierta', 'metros cubiertos'],
    unitsAfter: [],
    labelsBefore: [],
  },
  totalArea: {
    kind: 'number',
    names: ['m2 totales', 'superficie total', 'superficie', 'metros totales'],
    unitsAfter: [],
    labelsBefore: [],
  },
  mileage: {
    kind: 'number',
    names: ['kilometros', 'kilometraje', 'km'],
    unitsAfter: ['km', 'kms', 'kilometros', 'kilometro', 'klm'],
    labelsBefore: ['kilometraje', 'km', 'kms'],
  },
  year: {
    kind: 'number',
    names: ['ano', 'anio', 'ano modelo'],
    unitsAfter: [],
    labelsBefore: ['ano', 'anio', 'modelo', 'mod', 'model'],
  },
  age: {
    kind: 'number',
    names: ['antiguedad', 'antiguedad anos'],
    unitsAfter: ['anos de antiguedad', 'anos antiguedad', 'ano de antiguedad', 'anos', 'ano'],
    labelsBefore: ['antiguedad', 'antiguedad de'],
    fixedValues: [
      ['a estrenar', 0],
      ['estrenar', 0],
    ],
  },
  expenses: { kind: 'number', names: ['expensas'], unitsAfter: [], labelsBefore: [] },
  garage: {
    kind: 'boolean',
    names: ['cochera', 'garage', 'garaje', 'estacionamiento'],
    phrases: ['cochera', 'cocheras', 'garage', 'garaje', 'garages', 'estacionamiento', 'cochera cubierta'],
  },
  mortgage: {
    kind: 'boolean',
    names: ['apto credito', 'apto credito hipotecario'],
    phrases: [
      'apto credito',
      'apta credito',
      'apto para credito',
      'apto banco',
      'apto hipotecario',
      'acepta credito',
      'apto cred',
    ],
  },
  amenities: {
    kind: 'option',
    names: ['amenities', 'servicios', 'comodidades'],
    optionSynonyms: {
      pileta: ['piscina', 'pile', 'piletas', 'piscinas'],
      parrilla: ['parrillero', 'parrilleros', 'asador', 'parrillas'],
      gimnasio: ['gym'],
      sum: ['salon de usos multiples', 'salon usos multiples'],
      seguridad: ['seguridad', 'vigilancia', 'seguridad 24 hs', 'seguridad 24hs', 'seguridad privada'],
      laundry: ['lavanderia'],
      balcon: ['balcones', 'balcon terraza'],
    },
  },
  brand: {
    kind: 'option',
    names: ['marca'],
    optionSynonyms: {
      volkswagen: ['vw', 'volks', 'wolkswagen', 'volkwagen'],
      chevrolet: ['chevy', 'chevrolet'],
      citroen: ['citroen'],
    },
  },
  fuel: {
    kind: 'option',
    names: ['combustible'],
    optionSynonyms: {
      nafta: ['naftero', 'naftera'],
      diesel: ['gasoil', 'gasoleo', 'turbo diesel', 'turbodiesel'],
      gnc: ['gas natural', 'a gas'],
      electrico: ['electrico', 'electrica'],
      hibrido: ['hibrido', 'hibrida'],
    },
  },
  transmission: {
    kind: 'option',
    names: ['transmision', 'caja'],
    optionSynonyms: {
      manual: ['mecanica', 'mecanico', 'caja manual', 'caja mecanica'],
      automatica: ['automatico', 'caja automatica', 'automat', 'aut', 'cvt'],
    },
  },
  size: {
    kind: 'option',
    names: ['talle', 'talles'],
    optionSynonyms: { unico: ['unico'], xxl: ['2xl'] },
    // 'talle 42', 'talles M, L y XL', 'número 39', 'N° 40', 'calce 38'.
    cues: ['talle', 'talles', 't', 'talla', 'tallas', 'numero', 'nro', 'n °', 'n º', 'calce'],
  },
  color: {
    kind: 'option',
    names: ['color', 'colores'],
    optionSynonyms: {
      rosa: ['rosado', 'rosada', 'rosados', 'rosadas', 'rosa palido'],
      gris: ['gris topo', 'grisaceo', 'gris melange'],
      azul: ['azul marino', 'azul oscuro'],
      celeste: ['azul claro', 'celestes'],
      bordo: ['bordeaux', 'bordeau', 'borravino', 'bordo'],
      violeta: ['lila', 'lilas', 'morado', 'morada', 'purpura'],
      marron: ['chocolate', 'marrones', 'habano'],
      natural: ['crudo', 'cruda', 'natural'],
      beige: ['camel', 'nude'],
      plateado: ['plata', 'plateada', 'silver'],
      dorado: ['dorada'],
      verde: ['verde oliva', 'verde militar', 'verde agua'],
    },
  },
  model: { kind: 'model', names: ['modelo'] },
  version: { kind: 'model', names: ['version'] },
} satisfies Record<string, Concept>;

export type ConceptName = keyof typeof CONCEPTS;

/** Words after a number that make it anything but a price. */
export const NON_MONEY_UNITS = [
  ...['cuadras', 'cuadra', 'minutos', 'min', 'hs', 'horas', 'dias', 'meses', 'mes', 'anos', 'ano', 'cuotas', 'pagos'],
  ...['pulgadas', 'gb', 'tb', 'hp', 'cv', 'cc', 'kg', 'kgs', 'litros', 'lts', 'personas', 'plazas', 'pisos', 'piso'],
  ...['unidades', 'pares', 'x', 'cm', 'cms', 'mm', 'm', 'puertas', 'ptas', 'velocidades', 'watts', 'w', 'mah', 'mp'],
];

/** Number words sellers spell out ('dos ambientes', 'un baño'); only read next to a unit. */
export const SPELLED_NUMBERS: Readonly<Record<string, number>> = {
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
};

/** Words that turn off the next mention of a boolean or option: 'sin cochera', 'no apto crédito'. */
export const NEGATIONS = ['sin', 'no', 'ni'];
