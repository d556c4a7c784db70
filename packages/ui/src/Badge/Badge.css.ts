import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

const tones = ['neutral', 'accent', 'success', 'warning', 'danger', 'info'] as const;

const subtle = {
  neutral: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
  accent: { background: vars.color.accentSubtle, color: vars.color.accentSubtleText },
  success: { background: vars.color.successSubtle, color: vars.color.successSubtleText },
  warning: { background: vars.color.warningSubtle, color: vars.color.warningSubtleText },
  danger: { background: vars.color.dangerSubtle, color: vars.color.dangerSubtleText },
  info: { background: vars.color.infoSubtle, color: vars.color.infoSubtleText },
} as const;

const solid = {
  neutral: { background: vars.color.inverseSurface, color: vars.color.inverseText },
  accent: { background: vars.color.accent, color: vars.color.onAccent },
  success: { background: vars.color.success, color: vars.color.onSuccess },
  warning: { background: vars.color.warning, color: vars.color.onWarning },
  danger: { background: vars.color.danger, color: vars.color.onDanger },
  info: { background: vars.color.info, color: vars.color.onInfo },
} as const;

/** Badge variants: tone × variant (subtle tint or solid fill) × size; counts are pill-shaped. */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    borderRadius: vars.radius.full,
    fontWeight: vars.font.fontWeight.semibold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    verticalAlign: 'middle',
  },
  variants: {
    tone: Object.fromEntries(tones.map((tone) => [tone, {}])) as Record<
      (typeof tones)[number],
      object
    >,
    variant: { subtle: {}, solid: {} },
    size: {
      sm: {
        minWidth: '1.25rem',
        height: '1.25rem',
        padding: `0 ${vars.space.xs}`,
        fontSize: vars.font.fontSize.xs,
      },
      md: {
        minWidth: vars.size.targetMin,
        height: vars.size.targetMin,
        padding: `0 ${vars.space.xs}`,
        fontSize: vars.font.fontSize.xs,
      },
    },
    count: { true: { paddingLeft: vars.space.xxs, paddingRight: vars.space.xxs }, false: {} },
  },
  compoundVariants: tones.flatMap((tone) => [
    { variants: { tone, variant: 'subtle' as const }, style: subtle[tone] },
    { variants: { tone, variant: 'solid' as const }, style: solid[tone] },
  ]),
  defaultVariants: { tone: 'neutral', variant: 'subtle', size: 'md', count: false },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
