import { describe, expect, it } from 'vitest';
import { solidBmp } from '../testing/images.ts';
import { decodeBmp } from './bmp.ts';

describe('BMP decoding', () => {
  it('reads a 24-bit bottom-up bitmap into RGB pixels', () => {
    const image = decodeBmp(solidBmp(3, 2, [10, 20, 30]));
    expect(image).toMatchObject({ width: 3, height: 2, channels: 3 });
    expect([...(image?.data ?? [])]).toEqual(Array(6).fill([10, 20, 30]).flat());
  });

  it('declines what is not a bitmap it reads', () => {
    expect(decodeBmp(Buffer.from('no es una imagen'))).toBeNull();
    const truncated = solidBmp(20, 20, [0, 0, 0]).subarray(0, 100);
    expect(decodeBmp(truncated)).toBeNull();
    const eightBit = solidBmp(2, 2, [0, 0, 0]);
    eightBit.writeUInt16LE(8, 28);
    expect(decodeBmp(eightBit)).toBeNull();
  });
});
