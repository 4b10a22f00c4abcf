// The group logo is cropped square in the browser (SPEC.md: ratio 1): the centre square of the
// chosen picture, at most 1000 px a side, as a data URL the API re-encodes.
const LOGO_SIDE_MAX = 1_000;

export async function squareLogo(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const target = Math.min(side, LOGO_SIDE_MAX);
  const canvas = document.createElement('canvas');
  canvas.width = target;
  canvas.height = target;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d unavailable');
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, target, target);
  bitmap.close();
  return canvas.toDataURL('image/webp', 0.85);
}
