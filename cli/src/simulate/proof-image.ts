import { deflateSync } from 'node:zlib';

/**
 * Small real PNG images for the simulated proof: a signature stroke and a parcel photo. PNG is
 * written here (a few lines over zlib) so the simulator needs no image library.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `width` × `height` whose colour at each pixel `paint` decides. */
export function encodePng(
  width: number,
  height: number,
  paint: (x: number, y: number) => readonly [number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set(paint(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A signature: a dark wave on white, shaped by the seed. */
export function signaturePng(seed: number): Buffer {
  const phase = (seed % 17) / 3;
  return encodePng(120, 40, (x, y) =>
    Math.abs(y - (20 + 10 * Math.sin(x / 9 + phase))) < 1.5 ? [20, 30, 90] : [255, 255, 255],
  );
}

/** A parcel photo: a brown box with tape on a grey floor. */
export function parcelPng(seed: number): Buffer {
  const shade = 150 + (seed % 40);
  return encodePng(64, 48, (x, y) => {
    const inBox = x > 14 && x < 50 && y > 10 && y < 40;
    if (!inBox) return [110, 110, 115];
    return Math.abs(x - 32) < 2 ? [220, 200, 150] : [shade, 110, 60];
  });
}
