import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Footer } from './Footer.tsx';
import { defaultFooterConfig } from './footerConfig.ts';

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: { ...defaultFooterConfig, year: 2026 },
  argTypes: {
    year: { control: { type: 'number' } },
    social: { control: 'object' },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { company: 'Hireloop Inc.', address: '1 Harbour Road\nBristol BS1 5TT\nUnited Kingdom' },
};

const widths = { phone: '390px', desktop: '1100px' } as const;
const configs = ['default', 'long address'] as const;

/** Widths × configurations. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <StoryMatrix
      caption="Footer widths × configurations"
      rows={Object.keys(widths) as (keyof typeof widths)[]}
      columns={configs}
      render={(width, config) => (
        <Box style={{ width: widths[width] }}>
          <Footer
            year={2026}
            address={
              config === 'long address'
                ? 'Hireloop GmbH\nTorstraße 140, Hinterhaus, 3. Etage\n10119 Berlin\nGermany'
                : undefined
            }
          />
        </Box>
      )}
    />
  ),
};

/** Everything comes from configuration: company, year, address, e-mail, phone, three networks. */
export const FromConfiguration: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer).toHaveTextContent('© 2026 Hireloop. All rights reserved.');
    await expect(
      within(footer).getByRole('link', { name: /hello@hireloop\.example/ }),
    ).toHaveAttribute('href', 'mailto:hello@hireloop.example');
    await expect(within(footer).getByRole('link', { name: /555-0134/ })).toHaveAttribute(
      'href',
      'tel:+14155550134',
    );
    const follow = within(footer).getByRole('region', { name: 'Follow us' });
    await expect(within(follow).getAllByRole('link')).toHaveLength(3);
  },
};
