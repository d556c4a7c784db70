import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { logos, sampleCompany } from '../private/fixtures.ts';
import { CompanyCard } from './CompanyCard.tsx';

const meta = {
  title: 'Marketplace/CompanyCard',
  component: CompanyCard,
  tags: ['autodocs'],
  args: { company: sampleCompany, href: '#company' },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
  render: (args) => (
    <Box style={{ maxWidth: '22rem' }}>
      <CompanyCard {...args} />
    </Box>
  ),
} satisfies Meta<typeof CompanyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { headingLevel: 3 } };

const companies = {
  'remote-first': sampleCompany,
  'on-site, large': {
    ...sampleCompany,
    id: 'c2',
    name: 'Atlas Robotics',
    logoThumbUrl: logos.atlas,
    companySize: 'large' as const,
    remotePolicy: 'onsite' as const,
    industry: 'Robotics',
    location: 'Austin, TX',
    openJobsCount: 1,
  },
  'little known': {
    ...sampleCompany,
    id: 'c3',
    name: 'Quiet Harbor Studio',
    logoThumbUrl: null,
    companySize: null,
    remotePolicy: null,
    industry: null,
    location: null,
    openJobsCount: 0,
  },
};
const states = ['with link', 'without link'] as const;

/** Company shapes × link. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="CompanyCard shapes × link"
      rows={Object.keys(companies) as (keyof typeof companies)[]}
      columns={states}
      render={(shape, state) => (
        <Box style={{ width: '20rem' }}>
          <CompanyCard
            company={companies[shape]}
            href={state === 'with link' ? '#company' : undefined}
          />
        </Box>
      )}
    />
  ),
};

/** Open jobs are counted with plurals: none, one, many. */
export const OpenJobs: Story = {
  render: () => (
    <Box display="grid" gap="md" gridTemplateColumns={{ mobile: '1', tablet: '3' }}>
      <CompanyCard company={{ ...sampleCompany, id: 'a', openJobsCount: 0 }} />
      <CompanyCard company={{ ...sampleCompany, id: 'b', name: 'Northwind', openJobsCount: 1 }} />
      <CompanyCard company={{ ...sampleCompany, id: 'c', name: 'Helio', openJobsCount: 12 }} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No open jobs')).toBeVisible();
    await expect(canvas.getByText('1 open job')).toBeVisible();
    await expect(canvas.getByText('12 open jobs')).toBeVisible();
  },
};

/** The name is a link to the company page, reached with Tab. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Hugging Face' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#company');
  },
};
