// Which files the image picker takes (SPEC.md section 5): jpg, jpeg, png, webp and bmp.
import { IMAGE } from '@app/contracts/limits';

const MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/bmp'];

/** The picker's accept attribute: extensions and their MIME types. */
export const IMAGE_ACCEPT = [...IMAGE.acceptedExtensions.map((extension) => `.${extension}`), ...MIME_TYPES].join(',');

export function isAcceptedImage(file: Pick<File, 'name' | 'type'>): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return MIME_TYPES.includes(file.type) || (IMAGE.acceptedExtensions as readonly string[]).includes(extension);
}

/** Touch screens (phones, tablets) get a camera button; a mouse-driven desktop does not. */
export function isTouchDevice(environment: { matchMedia?: (query: string) => { matches: boolean } } = globalThis) {
  return environment.matchMedia?.('(pointer: coarse)').matches ?? false;
}
