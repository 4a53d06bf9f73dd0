import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from './encode-png';

describe('encodePng', () => {
  it('writes a PNG whose header and pixel rows round-trip', () => {
    const rgba = Uint8Array.from([255, 0, 0, 255, 0, 0, 255, 128, 0, 255, 0, 0, 1, 2, 3, 4]);
    const png = encodePng(2, 2, rgba);

    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(2);
    expect(png.readUInt32BE(20)).toBe(2);

    const idatLength = png.readUInt32BE(33);
    expect(png.toString('ascii', 37, 41)).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    // Each row is its filter byte (0) followed by the row's pixels.
    expect([...raw]).toEqual([0, ...rgba.subarray(0, 8), 0, ...rgba.subarray(8)]);
  });

  it('refuses pixel data of the wrong length', () => {
    expect(() => encodePng(2, 2, new Uint8Array(15))).toThrow(/expected 16 bytes/);
  });
});
