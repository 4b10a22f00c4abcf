// The searches the benchmark runs: broad and narrow, every filter kind, several items, places,
// a storefront, every order; every property search for one operation, as the builder asks. Bodies
// as the web client sends them.
import type { SearchFilterInput } from '@app/contracts';
import type { CatalogueIds, SearchBody } from '@app/services/testing';

export function searchScenarios(ids: CatalogueIds, seller: string): SearchBody[] {
  const homes = ids.typeId('inmuebles');
  const vehicles = ids.typeId('vehiculos');
  const products = ids.typeId('productos');
  const flat = ids.categoryId('inmuebles', 'Departamento');
  const house = ids.categoryId('inmuebles', 'Casa');
  const ph = ids.categoryId('inmuebles', 'Propiedad horizontal (PH)');
  const pickup = ids.categoryId('vehiculos', 'Camionetas');
  const clothes = ids.categoryId('productos', 'Indumentaria');
  const place = (reference: string, radius_km?: number) => ({ reference, ...(radius_km ? { radius_km } : {}) });
  const filters = (...items: SearchFilterInput[]) => items;
  return [
    { filters: filters({ type_id: homes, operation: 'sale' }) },
    {
      filters: filters({
        type_id: homes,
        operation: 'rent',
        category_id: flat,
        extras: { ambientes: { min: 2, max: 2 } },
      }),
      places: [place('ar-barrio-palermo')],
    },
    {
      filters: filters({
        type_id: homes,
        operation: 'sale',
        category_id: flat,
        currency: 'USD',
        amount: { max: 150_000 },
      }),
      places: [place('ar-barrio-palermo'), place('ar-barrio-belgrano')],
    },
    {
      filters: filters(
        {
          type_id: homes,
          operation: 'sale',
          category_id: house,
          currency: 'USD',
          amount: { min: 100_000, max: 300_000 },
          extras: { cochera: true },
        },
        {
          type_id: homes,
          operation: 'sale',
          category_id: ph,
          currency: 'USD',
          amount: { min: 100_000, max: 300_000 },
          extras: { cochera: true },
        },
      ),
      places: [place('ar-geonames-3429980')],
    },
    {
      filters: filters({
        type_id: homes,
        operation: 'temporary_rent',
        extras: { amenities: ['pileta'], m2_totales: { min: 100, max: null } },
      }),
    },
    {
      filters: filters({
        type_id: vehicles,
        extras: { marca: 'toyota', anio: { min: 2015, max: null }, kilometros: { min: null, max: 100_000 } },
      }),
    },
    {
      filters: filters({
        type_id: vehicles,
        category_id: pickup,
        extras: { combustible: 'diesel', transmision: 'automatica' },
      }),
    },
    { filters: filters({ type_id: vehicles, extras: { modelo: 'Hilux' } }) },
    {
      filters: filters({
        type_id: vehicles,
        currency: 'ARS',
        amount: { max: 20_000_000 },
        extras: { marca: ['ford', 'chevrolet'] },
      }),
    },
    { filters: filters({ type_id: products, category_id: clothes, extras: { talle: 'm', color: 'negro' } }) },
    { filters: filters({ type_id: products, stock: { colors: ['negro'], sizes: ['M'] } }) },
    {
      filters: filters({ type_id: products, currency: 'ARS', amount: { min: 10_000, max: 100_000 } }),
      order: 'price_asc',
    },
    {
      filters: filters(
        { type_id: homes, operation: 'rent', category_id: flat },
        { type_id: homes, operation: 'rent', category_id: house },
        { type_id: vehicles, category_id: pickup, extras: { marca: 'toyota' } },
      ),
      places: [place('ar-barrio-palermo'), place('ar-geonames-3429980')],
    },
    { filters: filters({ type_id: homes, operation: 'sale' }), user_id: seller },
    {
      filters: filters({ type_id: homes, operation: 'sale', extras: { cochera: true } }),
      places: [place('ar-province-buenos-aires')],
    },
    { filters: filters({ type_id: products }), order: 'price_desc' },
    { filters: filters({ type_id: vehicles }), order: 'newest' },
    { filters: filters({ type_id: homes, operation: 'sale', currency: 'USD' }), order: 'price_desc' },
  ];
}
