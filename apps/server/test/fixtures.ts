/**
 * Test files built in code: images of an exact byte size, SVG, text disguised as PNG, PDFs, and
 * multipart bodies.
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A PNG of `width`×`height` noise (noise keeps it from compressing to nothing). */
export async function noisePng(width = 64, height = 48): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 3) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Pads a PNG to exactly `size` bytes with a tEXt chunk before IEND (still a valid PNG). */
export function padPng(png: Buffer, size: number): Buffer {
  const iend = png.length - 12;
  const dataLength = size - png.length - 12;
  if (dataLength < 2) throw new Error(`cannot pad ${png.length} bytes to ${size}`);
  const data = Buffer.alloc(dataLength, 0x61);
  data.write('Comment\0', 0, 'latin1');
  const chunk = Buffer.alloc(12 + dataLength);
  chunk.writeUInt32BE(dataLength, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([Buffer.from('tEXt', 'latin1'), data])), 8 + dataLength);
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

/** A JPEG carrying EXIF metadata (to prove re-encoding strips it). */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 30, b: 90 } },
  })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Private Person' } })
    .toBuffer();
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

export const TEXT = Buffer.from('This is plain text pretending to be a PNG image.\n'.repeat(20));

/** A minimal valid PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/MediaBox[0 0 612 792]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A multipart/form-data body. Values that are `{ filename, data, type }` become file parts. */
export function multipart(
  fields: Record<string, string | { filename: string; data: Buffer; type?: string }>,
): {
  body: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----hireloop${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    } else {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One Server-Sent Event as read by {@link openEventStream}. */
export interface StreamEvent {
  name: string;
  /** The parsed JSON of its `data:` line, or null when it has none. */
  data: unknown;
  /** `performance.now()` (ms) at which it arrived. */
  at: number;
}

/** A Server-Sent Events answer read with `fetch`, as the tests and the scale-out check read it. */
export interface EventStream {
  status: number;
  headers: Headers;
  /** The next event named `name` (earlier ones skipped), or null after `timeoutMs` (default 2,000 ms). */
  next(name: string, timeoutMs?: number): Promise<StreamEvent | null>;
  /** Resolves true when the server ends the stream within `timeoutMs` (default 2,000 ms). */
  ended(timeoutMs?: number): Promise<boolean>;
  close(): void;
}

/**
 * Opens the conversations event stream `GET {base}/api/v1/{area}/messages/stream` as `token`
 * (issue 28) with extra request `headers`, and reads its events as they arrive. It does not wait
 * for `ready`: callers do, so a refused stream (401, 403) can be asserted on its status.
 */
export async function openEventStream(
  base: string,
  area: 'b' | 'c',
  token: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/${area}/messages/stream`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, ...headers },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  let done = false;
  let wake: () => void = () => {};
  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of (res.body ?? []) as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name) {
            const parsed = data ? (JSON.parse(data) as unknown) : null;
            events.push({ name, data: parsed, at: performance.now() });
          }
          wake();
        }
      }
    } catch {
      // aborted by close()
    }
    done = true;
    wake();
  })();
  const waitFor = async <T>(found: () => T | null, timeoutMs: number): Promise<T | null> => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const value = found();
      if (value !== null) return value;
      const left = deadline - performance.now();
      if (left <= 0) return null;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, Math.min(left, 50));
      });
    }
  };
  return {
    status: res.status,
    headers: res.headers,
    next: (name, timeoutMs = 2000) =>
      waitFor(() => {
        const index = events.findIndex((event) => event.name === name);
        return index < 0 ? null : events.splice(0, index + 1)[index]!;
      }, timeoutMs),
    ended: async (timeoutMs = 2000) =>
      (await waitFor(() => (done ? true : null), timeoutMs)) ?? false,
    close: () => controller.abort(),
  };
}
