import { HEADER_SLIDES } from '@app/contracts/limits';

export interface HeaderSlide {
  title: string;
  text: string;
}

export const LANDING_HEADER_SLIDES: readonly HeaderSlide[] = [
  {
    title: 'Encontrá lo que buscás deslizando',
    text: 'Productos, propiedades y vehículos de vendedores de todo el país, uno por pantalla.',
  },
  {
    title: 'Buscá en equipo',
    text: 'Compartí tu búsqueda y decidan juntos con me gusta y descartes.',
  },
  {
    title: 'Tu catálogo online',
    text: 'Con premium tenés tu propio enlace para mostrar todo tu inventario.',
  },
  {
    title: 'Vendé junto a otros vendedores',
    text: 'Sumate a grupos, compartí tu cartera y multiplicá tus oportunidades.',
  },
];

if (LANDING_HEADER_SLIDES.length !== HEADER_SLIDES) throw new Error(`The landing header has ${HEADER_SLIDES} slides`);

/**
 * The slide shown after `index` in a seamless vertical loop: the track holds the slides plus a
 * copy of the first, so after the last slide it moves on to the copy and then jumps back to 0.
 */
export function nextSlidePosition(position: number, slideCount: number): number {
  return position >= slideCount ? 1 : position + 1;
}
