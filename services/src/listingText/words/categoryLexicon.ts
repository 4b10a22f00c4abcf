// Words that name a category in a sentence. A type's category is tied to a concept when its
// name contains one of the concept's category words ('Propiedad horizontal (PH)' → ph).

export interface CategoryConcept {
  categoryWords: readonly string[];
  mentions: readonly string[];
}

export const CATEGORY_CONCEPTS: readonly CategoryConcept[] = [
  {
    categoryWords: ['departamento', 'departamentos', 'depto', 'deptos'],
    mentions: [
      'departamento',
      'departamentos',
      'depto',
      'deptos',
      'dpto',
      'dptos',
      'dto',
      'monoambiente',
      'mono ambiente',
      'monoamb',
      'semipiso',
      'depa',
    ],
  },
  { categoryWords: ['casa', 'casas'], mentions: ['casa', 'casas', 'chalet', 'casa quinta', 'quinta', 'casita'] },
  { categoryWords: ['ph'], mentions: ['ph', 'p h', 'propiedad horizontal'] },
  { categoryWords: ['terreno', 'terrenos', 'lote', 'lotes'], mentions: ['terreno', 'terrenos', 'lote', 'lotes'] },
  { categoryWords: ['local', 'locales'], mentions: ['local', 'locales', 'local comercial'] },
  { categoryWords: ['oficina', 'oficinas'], mentions: ['oficina', 'oficinas', 'consultorio'] },
  {
    categoryWords: ['auto', 'autos', 'automoviles'],
    mentions: ['auto', 'autos', 'coche', 'sedan', 'hatchback', 'hatch', 'automovil'],
  },
  {
    categoryWords: ['camioneta', 'camionetas'],
    mentions: ['camioneta', 'camionetas', 'pick up', 'pickup', 'suv', 'chata'],
  },
  { categoryWords: ['moto', 'motos'], mentions: ['moto', 'motos', 'motocicleta', 'scooter', 'cuatriciclo'] },
  { categoryWords: ['utilitario', 'utilitarios'], mentions: ['utilitario', 'utilitarios', 'furgon', 'furgoneta'] },
  {
    categoryWords: ['indumentaria', 'ropa'],
    mentions: [
      ...['remera', 'remeras', 'buzo', 'buzos', 'campera', 'camperas', 'jean', 'jeans', 'pantalon', 'pantalones'],
      ...['vestido', 'vestidos', 'camisa', 'camisas', 'chomba', 'chombas', 'musculosa', 'short', 'shorts', 'pollera'],
      ...['ropa', 'sweater', 'sueter', 'calza', 'calzas', 'bermuda', 'bermudas', 'camiseta', 'campera de cuero'],
    ],
  },
  {
    categoryWords: ['calzado', 'calzados'],
    mentions: [
      'zapatillas',
      'zapatilla',
      'zapatos',
      'zapato',
      'botas',
      'borcegos',
      'botines',
      'sandalias',
      'ojotas',
      'mocasines',
      'calzado',
    ],
  },
  {
    categoryWords: ['electronica', 'tecnologia'],
    mentions: [
      ...['celular', 'celulares', 'notebook', 'laptop', 'tv', 'televisor', 'smart tv', 'auriculares', 'tablet'],
      ...['consola', 'playstation', 'ps4', 'ps5', 'xbox', 'parlante', 'iphone', 'monitor', 'smartwatch', 'computadora'],
      ...['pc', 'camara', 'netbook', 'joystick'],
    ],
  },
  {
    categoryWords: ['hogar', 'muebles'],
    mentions: [
      ...['sillon', 'sofa', 'mesa', 'sillas', 'silla', 'heladera', 'lavarropas', 'colchon', 'cama', 'microondas'],
      ...['placard', 'ropero', 'escritorio', 'mueble', 'muebles', 'lampara', 'horno', 'aire acondicionado', 'cafetera'],
    ],
  },
  {
    categoryWords: ['deportes', 'deporte'],
    mentions: [
      ...['bicicleta', 'bici', 'pelota', 'raqueta', 'pesas', 'mancuernas', 'paleta de padel', 'cinta de correr'],
      ...['bicicleta fija', 'tabla de surf', 'patines', 'skate', 'guantes de boxeo', 'rollers', 'mountain bike'],
    ],
  },
];

/** A mention right after these is not what is sold: 'permuto por auto', 'PH tipo casa', 'ideal oficina'. */
export const CATEGORY_BLOCKERS = ['permuto', 'permuta', 'acepto', 'tomo', 'tipo', 'ideal', 'apto', 'por'];
