import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { contrastRatio } from './contrast.ts';
import { vars } from './theme.css.ts';
import { darkColors, lightColors, radius, space, typography, type ColorTokens } from './tokens.ts';

/** Design tokens: colour roles with their contrast on the surface, type, spacing, radii, shadows. */
const meta = {
  title: 'Foundations/Theme',
  component: Box,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const roles = Object.keys(lightColors) as (keyof ColorTokens)[];
const hex = /^#/;

/** Every colour role; the ratio is against `surface` in each theme. */
export const Default: Story = {
  render: () => (
    <Box
      as="ul"
      display="grid"
      gridTemplateColumns={{ mobile: '1', tablet: '2', desktop: '3' }}
      gap="sm"
      padding="none"
      margin="none"
      style={{ listStyle: 'none' }}
    >
      {roles.map((role) => (
        <Box
          as="li"
          key={role}
          display="flex"
          alignItems="center"
          gap="sm"
          padding="xs"
          background="surface"
          borderRadius="md"
          boxShadow="xs"
        >
          <span
            aria-hidden="true"
            style={{
              width: 40,
              height: 40,
              borderRadius: 8,
              background: vars.color[role],
              border: `1px solid ${vars.color.border}`,
              flexShrink: 0,
            }}
          />
          <Box display="flex" flexDirection="column">
            <Box as="code" fontSize="sm" color="text">
              {role}
            </Box>
            <Box as="span" fontSize="xs" color="textMuted">
              {hex.test(lightColors[role])
                ? `${contrastRatio(lightColors[role], lightColors.surface).toFixed(2)}:1 light`
                : 'translucent'}
              {' · '}
              {hex.test(darkColors[role])
                ? `${contrastRatio(darkColors[role], darkColors.surface).toFixed(2)}:1 dark`
                : 'translucent'}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(roles.length);
  },
};

/** The type scale in Inter. */
export const Typography: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="sm">
      {(Object.keys(typography.fontSize) as (keyof typeof typography.fontSize)[])
        .slice()
        .reverse()
        .map((size) => (
          <Box key={size} display="flex" alignItems="baseline" gap="md">
            <Box as="code" fontSize="xs" color="textMuted" style={{ width: '5rem' }}>
              {size}
            </Box>
            <span
              style={{
                fontSize: vars.font.fontSize[size],
                fontWeight: vars.font.fontWeight.semibold,
                letterSpacing: vars.font.letterSpacing.tight,
              }}
            >
              Find your next role
            </span>
          </Box>
        ))}
    </Box>
  ),
};

/** Spacing (8 px rhythm), radii and shadows. */
export const SpaceRadiusShadow: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="xl">
      <Box display="flex" flexDirection="column" gap="xs">
        {(Object.keys(space) as (keyof typeof space)[]).map((key) => (
          <Box key={key} display="flex" alignItems="center" gap="md">
            <Box as="code" fontSize="xs" color="textMuted" style={{ width: '5rem' }}>
              {key} {space[key]}
            </Box>
            <span
              aria-hidden="true"
              style={{
                height: 12,
                width: vars.space[key],
                background: vars.color.accent,
                borderRadius: 2,
              }}
            />
          </Box>
        ))}
      </Box>
      <Box display="flex" gap="lg" flexWrap="wrap">
        {(Object.keys(radius) as (keyof typeof radius)[]).map((key) => (
          <Box key={key} display="flex" flexDirection="column" alignItems="center" gap="xs">
            <span
              aria-hidden="true"
              style={{
                width: 64,
                height: 64,
                background: vars.color.surface,
                border: `1px solid ${vars.color.borderStrong}`,
                borderRadius: vars.radius[key],
              }}
            />
            <Box as="code" fontSize="xs" color="textMuted">
              radius.{key}
            </Box>
          </Box>
        ))}
      </Box>
      <Box display="flex" gap="lg" flexWrap="wrap">
        {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((key) => (
          <Box
            key={key}
            display="flex"
            alignItems="center"
            justifyContent="center"
            background="surface"
            borderRadius="lg"
            boxShadow={key}
            style={{ width: 120, height: 80 }}
          >
            <Box as="code" fontSize="xs" color="textMuted">
              shadow.{key}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  ),
};
