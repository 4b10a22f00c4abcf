// The eight steps of the search builder's guided tour (SPEC.md sections 2 and 9). Each points at a
// part of the screen that is always shown, so no step waits for a field to appear.
import { SEARCH_TOUR_STEPS } from '@app/contracts/limits';

export type TourTarget = 'scope' | 'type' | 'form' | 'add' | 'filters' | 'history' | 'quickSearch' | 'search';

export interface TourStep {
  target: TourTarget;
  title: string;
  text: string;
}

export const TOUR_STEPS: readonly TourStep[] = [
  { target: 'scope', title: 'Dónde buscás', text: 'Acá ves en qué catálogo estás buscando.' },
  { target: 'type', title: 'Qué buscás', text: 'Empezá eligiendo el tipo de publicación.' },
  {
    target: 'form',
    title: 'Afiná la búsqueda',
    text: 'Completá categoría, características, precio y lugares: el botón de abajo cuenta los resultados.',
  },
  { target: 'add', title: 'Sumá filtros', text: 'Con el botón + agregás este filtro a la lista y podés armar otro.' },
  { target: 'filters', title: 'Tus filtros', text: 'La búsqueda muestra lo que cumple cualquiera de estos filtros.' },
  { target: 'history', title: 'Anteriores', text: 'Retomá alguna de tus últimas cinco búsquedas.' },
  {
    target: 'quickSearch',
    title: 'Búsqueda rápida',
    text: 'Escribí lo que buscás con tus palabras y lo convertimos en filtros.',
  },
  { target: 'search', title: '¡A buscar!', text: 'Mirá cuántos resultados hay y empezá a descubrirlos.' },
];

if (TOUR_STEPS.length !== SEARCH_TOUR_STEPS) throw new Error('The search tour must have eight steps');

/** The step after this one, or null when the tour ends. */
export function stepAfter(index: number): number | null {
  return index + 1 < TOUR_STEPS.length ? index + 1 : null;
}
