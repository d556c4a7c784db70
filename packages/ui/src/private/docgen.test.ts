import { describe, expect, it } from 'vitest';
import { cleanDocText, defaultFromDoc, type DocArgType, withDocDefaults } from './docgen.ts';

const enhance = (argTypes: Record<string, DocArgType>) => withDocDefaults(argTypes);

describe('cleanDocText', () => {
  it('renders links as code or their label', () => {
    expect(cleanDocText('See {@link Button}.')).toBe('See `Button`.');
    expect(cleanDocText('See {@link Button the button}.')).toBe('See the button.');
    expect(cleanDocText('See {@link Button | the button}.')).toBe('See the button.');
  });
  it('drops the tag lines that belong in the table', () => {
    const text =
      'Label of the button.\n@default "Cancel" (`common:actions.cancel`)\n@param x the x\n@returns y\n@throws Error';
    expect(cleanDocText(text)).toBe('Label of the button.');
  });
  it('keeps other text and handles empty input', () => {
    expect(cleanDocText('An email@default.com address')).toBe('An email@default.com address');
    expect(cleanDocText(undefined)).toBe('');
  });
});

describe('defaultFromDoc', () => {
  it('reads the @default tag', () => {
    expect(defaultFromDoc("Tone.\n@default 'danger'")).toBe("'danger'");
    expect(defaultFromDoc('Open.\n@defaultValue true')).toBe('true');
  });
  it('is undefined without a tag or with an empty one', () => {
    expect(defaultFromDoc('Tone.')).toBeUndefined();
    expect(defaultFromDoc('Tone.\n@default')).toBeUndefined();
    expect(defaultFromDoc(undefined)).toBeUndefined();
  });
});

describe('withDocDefaults', () => {
  it('fills a missing default from @default and cleans the description', () => {
    const out = enhance({
      tone: { description: "Tone, see {@link Badge}.\n@default 'danger'", table: {} },
    });
    expect(out.tone?.table?.defaultValue).toEqual({ summary: "'danger'" });
    expect(out.tone?.description).toBe('Tone, see `Badge`.');
  });
  it('keeps the default react-docgen found', () => {
    const out = enhance({
      open: { description: 'Open.\n@default false', table: { defaultValue: { summary: 'true' } } },
    });
    expect(out.open?.table?.defaultValue).toEqual({ summary: 'true' });
    expect(out.open?.description).toBe('Open.');
  });
  it('leaves an arg type without description or tag alone', () => {
    expect(withDocDefaults({ x: { table: {} } })).toEqual({ x: { table: {} } });
  });
});
