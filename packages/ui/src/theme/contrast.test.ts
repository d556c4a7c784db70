import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, relativeLuminance } from './contrast.ts';
import { contrastPairs, darkColors, lightColors } from './tokens.ts';

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#4f4ce0', '#4f4ce0')).toBe(1);
  });

  it('matches the WCAG reference value for #767676 on white (4.54:1, the lightest AA grey)', () => {
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('rejects colours it cannot read', () => {
    expect(() => parseHex('rgb(0,0,0)')).toThrow(/#rgb or #rrggbb/);
    expect(relativeLuminance('#fff')).toBe(1);
  });
});

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s theme', (_name, colors) => {
  it.each(
    contrastPairs.map(([fg, bg, kind]) => [fg, bg, kind, kind === 'text' ? 4.5 : 3] as const),
  )('%s on %s (%s) reaches %s:1', (fg, bg, _kind, min) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(min);
  });
});
