// Feed items as a seller's shop would publish them (docs/synchronizer-feed.md).
export function productItem(index: number, changes: Record<string, unknown> = {}) {
  return {
    id: `SKU-${String(index).padStart(3, '0')}`,
    type: 'productos',
    title: `Zapatilla urbana modelo ${String(index).padStart(3, '0')}`,
    description: 'Cuero, suela de goma.',
    price: 50_000 + index * 1_000,
    currency: 'ARS',
    categories: ['calzado'],
    ...changes,
  };
}

export const products = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => productItem(from + index));

export function apartmentItem(id: string, changes: Record<string, unknown> = {}) {
  return {
    id,
    type: 'inmuebles',
    title: 'Departamento 3 ambientes en Palermo',
    price: 150_000,
    currency: 'USD',
    address: { title: 'Av. Santa Fe 3200, Palermo', lat: -34.588, lng: -58.41 },
    extras: { ambientes: 3, m2_totales: 75 },
    ...changes,
  };
}
