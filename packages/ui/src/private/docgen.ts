// Storybook docs hygiene (issue 33): designers read the autodocs pages, so JSDoc markup written for
// editors must not show through. Pure functions; .storybook/preview.ts wires them in.

/** The tags whose lines belong in the props table (or nowhere), never in the prose. */
const TABLE_TAGS = ['default', 'defaultValue', 'param', 'returns', 'return', 'throws'];

const TAG_LINE = new RegExp(`^\\s*@(?:${TABLE_TAGS.join('|')})\\b.*$`, 'gm');
const LINK = /\{@(?:link|linkcode|linkplain)\s+([^\s}|]+)(?:[\s|]+([^}]*?))?\s*\}/g;
const DEFAULT_TAG = /^\s*@default(?:Value)?\b[ \t]*(.*)$/m;

/**
 * Turns a JSDoc description into the prose a designer reads: `{@link Foo}` becomes `` `Foo` ``,
 * `{@link Foo the label}` (or `{@link Foo | the label}`) becomes `the label`, and the lines of
 * `@default`, `@param`, `@returns` and `@throws` tags are dropped. Trailing blank lines are
 * trimmed. `undefined`/empty in, `''` out.
 */
export function cleanDocText(text: string | undefined | null): string {
  if (!text) return '';
  return text
    .replace(LINK, (_, target: string, label?: string) => (label ? label : `\`${target}\``))
    .replace(TAG_LINE, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The value of a description's `@default …` (or `@defaultValue …`) tag, as written after the tag
 * on its line (trimmed), or `undefined` when the description has none or it is empty.
 */
export function defaultFromDoc(text: string | undefined | null): string | undefined {
  const value = text ? DEFAULT_TAG.exec(text)?.[1]?.trim() : undefined;
  return value ? value : undefined;
}

/** The part of a Storybook arg type this module reads and writes. */
export interface DocArgType {
  description?: string;
  table?: { defaultValue?: { summary?: string; detail?: string } | null; [key: string]: unknown };
  [key: string]: unknown;
}

/**
 * A Storybook `argTypesEnhancer` body: for each arg type, the default shown in the props table
 * comes from react-docgen when it found one, else from the description's `@default` tag; then the
 * description is cleaned with {@link cleanDocText}. Returns a new record; the input is not changed.
 */
export function withDocDefaults<T extends Record<string, DocArgType>>(argTypes: T): T {
  const out: Record<string, DocArgType> = {};
  for (const [name, argType] of Object.entries(argTypes)) {
    const { description } = argType;
    const found = argType.table?.defaultValue?.summary;
    const fromDoc = found ? undefined : defaultFromDoc(description);
    out[name] = {
      ...argType,
      ...(description === undefined ? {} : { description: cleanDocText(description) }),
      ...(fromDoc === undefined
        ? {}
        : { table: { ...argType.table, defaultValue: { summary: fromDoc } } }),
    };
  }
  return out as T;
}
