import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

/** Avatar frame: size × shape (circle for people, rounded square for company logos). */
export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    background: vars.color.accentSubtle,
    color: vars.color.accentSubtleText,
    fontWeight: vars.font.fontWeight.semibold,
    letterSpacing: vars.font.letterSpacing.normal,
    lineHeight: 1,
    userSelect: 'none',
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  },
  variants: {
    size: {
      sm: {
        width: vars.size.avatarSm,
        height: vars.size.avatarSm,
        fontSize: vars.font.fontSize.xs,
      },
      md: {
        width: vars.size.avatarMd,
        height: vars.size.avatarMd,
        fontSize: vars.font.fontSize.sm,
      },
      lg: {
        width: vars.size.avatarLg,
        height: vars.size.avatarLg,
        fontSize: vars.font.fontSize.xl,
      },
      xl: {
        width: vars.size.avatarXl,
        height: vars.size.avatarXl,
        fontSize: vars.font.fontSize.xxl,
      },
    },
    shape: {
      circle: { borderRadius: vars.radius.full },
      square: { borderRadius: vars.radius.md },
    },
    fallback: {
      icon: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
      initials: {},
      image: { background: vars.color.surface },
    },
  },
  defaultVariants: { size: 'md', shape: 'circle', fallback: 'image' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const icon = style({ width: '60%', height: '60%' });
