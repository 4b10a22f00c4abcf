// The swipe screen's guide (SPEC.md section 2): it starts 5 s after results show, once per browser.

export const SWIPE_GUIDE_STORAGE_KEY = 'guide-swipe';

export const SWIPE_GUIDE_STEPS = [
  'Deslizá la tarjeta a la derecha si te gusta, o a la izquierda para descartarla.',
  'Mantené presionado el corazón para enviar un superlike con tus datos de contacto.',
  'Deslizá hacia arriba para ver la siguiente publicación; tocá los lados de la imagen para ver las demás fotos.',
] as const;

export function swipeGuideSeen(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage !== null && storage.getItem(SWIPE_GUIDE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

export function markSwipeGuideSeen(storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(SWIPE_GUIDE_STORAGE_KEY, 'seen');
  } catch {
    // Without storage the guide shows again next visit.
  }
}
