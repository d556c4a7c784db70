/**
 * Shared `Intl` formatters. Constructing an `Intl.NumberFormat`, `DateTimeFormat` or
 * `RelativeTimeFormat` costs far more than formatting with one (it loads locale data), and a
 * result list formats a pay range and two dates on every card: each distinct formatter is built
 * once per page and reused.
 */

/** The formatter classes this cache serves. */
type FormatterClass<F, O> = new (locale: string, options?: O) => F;

const formatters = new Map<string, unknown>();

/**
 * The formatter of class `Kind` for `locale` and `options`, built on first use.
 *
 * @param Kind e.g. `Intl.NumberFormat`.
 * @param locale BCP 47 locale.
 * @param options the class's options; equal options (same keys in the same order) share one
 *   formatter.
 * @throws {RangeError} as the class's constructor does, for an invalid locale or option.
 */
export function intlFormatter<F, O>(Kind: FormatterClass<F, O>, locale: string, options?: O): F {
  const key = `${Kind.name}|${locale}|${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = new Kind(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}
