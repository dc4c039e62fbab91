import crypto from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

export interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipartBody(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----test${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A small JPEG with EXIF that carries a GPS position and a camera make, as a phone writes it. */
export async function jpegWithGps(width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Testcamera', Model: 'GPS-Model', Orientation: '6' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 10/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 8/1 0/1' },
    })
    .toBuffer();
}

export async function smallPng(width = 200, height = 100): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#e0a030ff' } })
    .png()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header claims 20000 × 20000 pixels: a decompression bomb. */
export function decompressionBombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = zlib.deflateSync(Buffer.alloc(20_001 * 16)); // the first rows only: the rest never needs decoding
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
