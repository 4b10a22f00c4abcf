import { describe, expect, it } from 'vitest';
import { dragFeedback, imageFit, isTap, pinchScale, tappedImage } from './cardGestures.ts';

describe('dragging a card', () => {
  it('is not recognised up to 10 px', () => {
    expect(dragFeedback(10)).toEqual({ direction: null, opacity: 0, decides: false });
    expect(dragFeedback(-4)).toEqual({ direction: null, opacity: 0, decides: false });
  });

  it('shows a faint stamp until 130 px, then a full one that decides', () => {
    expect(dragFeedback(11)).toEqual({ direction: 'like', opacity: 0.2, decides: false });
    expect(dragFeedback(129)).toEqual({ direction: 'like', opacity: 0.2, decides: false });
    expect(dragFeedback(130)).toEqual({ direction: 'like', opacity: 1, decides: true });
    expect(dragFeedback(-200)).toEqual({ direction: 'reject', opacity: 1, decides: true });
  });

  it('ignores a mostly vertical drag (that moves the slider)', () => {
    expect(dragFeedback(40, 120).direction).toBeNull();
  });

  it('reads a press that barely moved as a tap', () => {
    expect(isTap(6, 8)).toBe(true);
    expect(isTap(9, 8)).toBe(false);
  });
});

describe('pinch zoom', () => {
  it('follows the fingers between 1× and 4×', () => {
    expect(pinchScale(100, 250)).toBe(2.5);
    expect(pinchScale(100, 900)).toBe(4);
    expect(pinchScale(100, 50)).toBe(1);
    expect(pinchScale(100, 150, 2)).toBe(3);
    expect(pinchScale(0, 150, 2)).toBe(2);
  });
});

describe('fitting an image', () => {
  const portraitFrame = { width: 400, height: 600 };

  it('covers the frame when the aspect ratios differ by 0.3 or less', () => {
    expect(imageFit({ width: 800, height: 1200 }, portraitFrame)).toBe('cover');
    expect(imageFit({ width: 960, height: 1000 }, portraitFrame)).toBe('cover');
  });

  it('is shown whole when they differ more', () => {
    expect(imageFit({ width: 1000, height: 1000 }, portraitFrame)).toBe('contain');
    expect(imageFit({ width: 1600, height: 900 }, portraitFrame)).toBe('contain');
  });

  it('covers when a size is unknown', () => {
    expect(imageFit({ width: 0, height: 0 }, portraitFrame)).toBe('cover');
  });
});

describe('tapping the carousel', () => {
  it('goes back on the left half and forward on the right, within the images', () => {
    expect(tappedImage(1, 3, 50, 400)).toBe(0);
    expect(tappedImage(1, 3, 350, 400)).toBe(2);
    expect(tappedImage(0, 3, 10, 400)).toBe(0);
    expect(tappedImage(2, 3, 390, 400)).toBe(2);
    expect(tappedImage(0, 1, 390, 400)).toBe(0);
  });
});
