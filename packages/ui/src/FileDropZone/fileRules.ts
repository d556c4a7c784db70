/** What an upload accepts. */
export interface FileRules {
  /** MIME types (`image/png`, `image/*`) or extensions (`.pdf`) the upload accepts. */
  acceptedTypes: readonly string[];
  /** Largest accepted file, in bytes. */
  maxSizeBytes: number;
  /** Whether accepted files are images (shows an image preview). */
  isImage: boolean;
}

/**
 * How each kind of upload shows its file: avatars and logos as an image preview, resumes by name
 * and size. The accepted types and the size limit are the server's, passed by the app
 * (`acceptedTypes` and `maxSizeBytes` of `FileDropZone`); the server checks the content again.
 */
export const uploadPresets = {
  avatar: { isImage: true },
  logo: { isImage: true },
  resume: { isImage: false },
} as const satisfies Record<string, Pick<FileRules, 'isImage'>>;

/** Format names people know, where the MIME subtype in capitals is not one. */
const formatNames: Record<string, string> = { webp: 'WebP', 'svg+xml': 'SVG' };

/**
 * The format names of accepted types, for messages: `image/jpeg` → "JPEG", `image/webp` →
 * "WebP", `.pdf` → "PDF", `image/*` → "IMAGE"; each name once, in the order given.
 */
export function typeNamesOf(acceptedTypes: readonly string[]): string[] {
  const names = acceptedTypes.map((type) => {
    const format = (type.startsWith('.') ? type.slice(1) : type.split('/').pop()!).toLowerCase();
    return formatNames[format] ?? (format === '*' ? type.split('/')[0]! : format).toUpperCase();
  });
  return [...new Set(names)];
}

/** The kinds of upload with a preset. */
export type UploadKind = keyof typeof uploadPresets;

/** Why a file was refused. */
export type FileProblem =
  | { code: 'type'; name: string }
  | { code: 'tooLarge'; name: string; size: number; maxSizeBytes: number };

/** The parts of a `File` the checks read (so tests and servers can pass plain objects). */
export interface FileLike {
  name: string;
  /** Declared MIME type; may be empty for unknown types. */
  type: string;
  /** Size in bytes. */
  size: number;
}

/** Whether the file's declared MIME type or its extension matches one accepted type. */
export function isAcceptedType(file: FileLike, acceptedTypes: readonly string[]): boolean {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return acceptedTypes.some((accepted) => {
    const pattern = accepted.toLowerCase();
    if (pattern.startsWith('.')) return name.endsWith(pattern);
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

/**
 * Checks a chosen or dropped file against upload rules, before any upload.
 *
 * @returns null when the file is accepted, else the first problem: wrong type, then too large
 *   (a file of exactly `maxSizeBytes` is accepted).
 */
export function validateFile(
  file: FileLike,
  rules: Pick<FileRules, 'acceptedTypes' | 'maxSizeBytes'>,
): FileProblem | null {
  if (!isAcceptedType(file, rules.acceptedTypes)) return { code: 'type', name: file.name };
  if (file.size > rules.maxSizeBytes) {
    return { code: 'tooLarge', name: file.name, size: file.size, maxSizeBytes: rules.maxSizeBytes };
  }
  return null;
}

/**
 * A file size for people, in binary units as the server counts them: "512 bytes", "180 kB",
 * "2 MB", "5.1 MB".
 *
 * @param bytes Size in bytes (0 or more).
 * @param locale BCP 47 locale. @default 'en'
 * @throws {RangeError} when `bytes` is negative or not finite.
 */
export function formatFileSize(bytes: number, locale = 'en'): string {
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(`File size must be a finite number of bytes of 0 or more, got ${bytes}`);
  }
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    // "512 bytes" reads better than the short "512 byte"; "180 kB" and "2 MB" stay short.
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * A refused file's size and the limit, for the "too large" message: rounded as usual, or in exact
 * bytes ("2,097,153 bytes" and "2,097,152 bytes") when rounding would make them look equal.
 *
 * @param size Size of the file in bytes.
 * @param maxSizeBytes The limit in bytes.
 * @param locale BCP 47 locale. @default 'en'
 */
export function describeSizes(
  size: number,
  maxSizeBytes: number,
  locale = 'en',
): [size: string, max: string] {
  const rounded: [string, string] = [
    formatFileSize(size, locale),
    formatFileSize(maxSizeBytes, locale),
  ];
  if (rounded[0] !== rounded[1]) return rounded;
  const exact = new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
  return [exact.format(size), exact.format(maxSizeBytes)];
}
