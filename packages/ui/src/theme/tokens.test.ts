import { describe, expect, it } from 'vitest';
import { breakpoints, motion, size, space } from './tokens.ts';

/** 1 spec "unit" = 0.25rem = 4 CSS px (the spec's 64/20-unit sidebar). */
const unitsToRem = (units: number) => `${units / 4}rem`;

describe('design tokens', () => {
  it('sizes the sidebar at 64 units open and 20 units collapsed (R-SHELL-1, R-LIMIT-14)', () => {
    expect(size.sidebarOpen).toBe(unitsToRem(64));
    expect(size.sidebarCollapsed).toBe(unitsToRem(20));
  });

  it('keeps pointer targets at the WCAG 2.2 minimum of 24 px or more', () => {
    expect(parseFloat(size.targetMin) * 16).toBeGreaterThanOrEqual(24);
    expect(parseFloat(size.controlSm) * 16).toBeGreaterThanOrEqual(24);
  });

  it('spaces on an 8 px rhythm from xs upwards', () => {
    for (const key of ['xs', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const) {
      expect((parseFloat(space[key]) * 16) % 8).toBe(0);
    }
  });

  it('orders breakpoints mobile < tablet < desktop and motion durations fast < normal < slow', () => {
    expect(breakpoints.mobile).toBeLessThan(breakpoints.tablet);
    expect(breakpoints.tablet).toBeLessThan(breakpoints.desktop);
    const ms = (v: string) => parseInt(v, 10);
    expect(ms(motion.duration.fast)).toBeLessThan(ms(motion.duration.normal));
    expect(ms(motion.duration.normal)).toBeLessThan(ms(motion.duration.slow));
  });
});
