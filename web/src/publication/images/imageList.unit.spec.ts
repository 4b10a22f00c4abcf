import type { Media } from '@app/contracts/publication/publication';
import { describe, expect, it } from 'vitest';
import { scaledSize } from '../../shared/images/compressImage.ts';
import { IMAGE_ACCEPT, isAcceptedImage, isTouchDevice } from './acceptedImages.ts';
import {
  addImages,
  canMoveImage,
  type ImageItem,
  keptMediaIds,
  moveImage,
  newImageFiles,
  removeImage,
  roomForImages,
  storedImages,
} from './imageList.ts';

const media = (id: string, number: number): Media => ({
  id,
  type: 'image',
  location: 'local',
  file: `${id}.webp`,
  file_url: `/media/${id}.webp`,
  number,
  info: { color: '#ffffff', width: 10, height: 10 },
});
const newImage = (key: string): ImageItem => ({ key, kind: 'new', file: new File(['x'], `${key}.png`), url: key });

describe('publication images', () => {
  const stored = storedImages([media('b', 1), media('a', 0)]);
  const items = [...stored, newImage('n1'), newImage('n2')];

  it('shows stored images in their order and sends the kept ids and the new files apart', () => {
    expect(stored.map((item) => item.key)).toEqual(['a', 'b']);
    expect(keptMediaIds(items)).toEqual(['a', 'b']);
    expect(newImageFiles(items).map((file) => file.name)).toEqual(['n1.png', 'n2.png']);
  });

  it('reorders within stored and within new images, never a new one before a stored one', () => {
    expect(moveImage(items, 'b', -1).map((item) => item.key)).toEqual(['b', 'a', 'n1', 'n2']);
    expect(moveImage(items, 'n2', -1).map((item) => item.key)).toEqual(['a', 'b', 'n2', 'n1']);
    expect(canMoveImage(items, 2, -1)).toBe(false);
    expect(moveImage(items, 'n1', -1)).toEqual(items);
    expect(canMoveImage(items, 0, -1)).toBe(false);
    expect(removeImage(items, 'a').map((item) => item.key)).toEqual(['b', 'n1', 'n2']);
  });

  it('adds new images after the others, up to the maximum a publication holds', () => {
    expect(addImages(stored, [newImage('n3')]).map((item) => item.key)).toEqual(['a', 'b', 'n3']);
    expect(addImages(stored, [newImage('n3'), newImage('n4')], 3).map((item) => item.key)).toEqual(['a', 'b', 'n3']);
    expect(roomForImages(items)).toBe(16);
  });

  it('accepts jpg, jpeg, png, webp and bmp', () => {
    expect(isAcceptedImage({ name: 'casa.JPEG', type: '' })).toBe(true);
    expect(isAcceptedImage({ name: 'plano.bmp', type: 'image/bmp' })).toBe(true);
    expect(isAcceptedImage({ name: 'video.mp4', type: 'video/mp4' })).toBe(false);
    expect(isAcceptedImage({ name: 'animada.gif', type: 'image/gif' })).toBe(false);
    expect(IMAGE_ACCEPT).toContain('.webp');
  });

  it('fits images within 1500 px before upload', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1500, height: 1125 });
    expect(scaledSize(1200, 1600)).toEqual({ width: 1125, height: 1500 });
    expect(scaledSize(1500, 1500)).toEqual({ width: 1500, height: 1500 });
  });

  it('offers the camera on touch screens only', () => {
    expect(isTouchDevice({ matchMedia: () => ({ matches: true }) })).toBe(true);
    expect(isTouchDevice({ matchMedia: () => ({ matches: false }) })).toBe(false);
    expect(isTouchDevice({})).toBe(false);
  });
});
