/**
 * Reading a pasted pay amount the way the pay fields read a typed one (issue 34 item 2): digits
 * with the locale's group and decimal separators ("55.50", "85,000.50" in English; "55,50" and
 * "85.000,50" in German), nothing else.
 */

/** The group and decimal separators of `locale`, from `Intl.NumberFormat`. */
function separators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/**
 * The amount `text` writes in `locale`, or null when it is not a plain amount (letters, currency
 * signs, a minus, two decimal separators, digits after a group separator in the wrong place are
 * all unreadable). Spaces around it and narrow/no-break spaces used as group separators are ignored.
 * @param text what was pasted
 * @param locale BCP 47 locale of the field (`en-US`)
 * @returns the amount (any number of decimals: the field rounds to its own), or null
 */
export function readPastedAmount(text: string, locale: string): number | null {
  const { group, decimal } = separators(locale);
  const trimmed = text.trim();
  const [whole = '', fraction, extra] = trimmed.split(decimal);
  if (extra !== undefined || trimmed === '') return null;
  const groupish = new Set([group, ' ', '\u00a0', '\u202f']);
  const chunks = [...whole].some((char) => groupish.has(char))
    ? whole.split(new RegExp(`[${[...groupish].map((c) => `\\${c}`).join('')}]`))
    : [whole];
  const groupsOk = chunks.every((chunk, i) =>
    i === 0 ? /^\d{1,3}$/.test(chunk) || chunks.length === 1 : /^\d{3}$/.test(chunk),
  );
  if (!groupsOk || !/^\d+$/.test(chunks.join(''))) return null;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return null;
  return Number(`${chunks.join('')}${fraction === undefined ? '' : `.${fraction}`}`);
}
