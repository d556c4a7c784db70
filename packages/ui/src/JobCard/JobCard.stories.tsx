import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { DAY, HOUR, before, logos, sampleJob, storyNow } from '../private/fixtures.ts';
import { JobCard, type JobCardProps } from './JobCard.tsx';

const meta = {
  title: 'Marketplace/JobCard',
  component: JobCard,
  tags: ['autodocs'],
  args: { job: sampleJob, href: '#job', now: storyNow, onBookmarkChange: fn() },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    maxSkills: { control: { type: 'number', min: 0 } },
    showExcerpt: { control: 'boolean' },
  },
  decorators: [
    // Matrix stories set `fullWidth` to lay out wider than one item.
    (Story, { parameters }) =>
      parameters.fullWidth === true ? (
        <Story />
      ) : (
        <Box style={{ maxWidth: '44rem' }}>
          <Story />
        </Box>
      ),
  ],
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the bookmark in state, as the Saved Jobs query would. */
function Stateful(props: JobCardProps) {
  const [saved, setSaved] = useState(props.job.isBookmarked);
  return (
    <JobCard
      {...props}
      isBookmarked={saved}
      onBookmarkChange={(next) => {
        setSaved(next);
        props.onBookmarkChange?.(next);
      }}
    />
  );
}

export const Default: Story = { render: (args) => <Stateful {...args} /> };

export const Playground: Story = { args: { maxSkills: 3, showExcerpt: true, headingLevel: 3 } };

const variants = {
  'full details': sampleJob,
  'pay not stated': {
    ...sampleJob,
    id: 'j2',
    title: 'Product Designer',
    company: { id: 'c2', name: 'Helio Health', logoThumbUrl: logos.helio },
    location: 'Lisbon',
    workplaceType: 'hybrid' as const,
    experienceLevel: 'mid' as const,
    salaryMin: null,
    salaryMax: null,
    skills: ['Figma', 'Design systems'],
    publishedAt: before(5 * HOUR),
  },
  'hourly, no logo': {
    ...sampleJob,
    id: 'j3',
    title: 'Support Engineer (contract)',
    company: { id: 'c3', name: 'Atlas Robotics', logoThumbUrl: null },
    location: 'Austin, TX',
    workplaceType: 'onsite' as const,
    employmentType: 'contract' as const,
    experienceLevel: null,
    salaryMin: 45,
    salaryMax: 60,
    salaryPeriod: 'hour' as const,
    excerpt: null,
    skills: [],
    publishedAt: before(20 * DAY),
  },
};
const states = ['default', 'saved', 'applied', 'closed'] as const;

/** Job shapes × states. */
export const Matrix: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <StoryMatrix
      caption="JobCard shapes × states"
      rows={Object.keys(variants) as (keyof typeof variants)[]}
      columns={states}
      render={(variant, state) => {
        const job = {
          ...variants[variant],
          id: `${variants[variant].id}-${state}`,
          isBookmarked: state === 'saved',
          applicationId: state === 'applied' ? 'a1' : null,
          isClosed: state === 'closed',
        };
        return (
          <Box style={{ width: '24rem' }}>
            <JobCard
              job={job}
              href="#job"
              now={storyNow}
              showExcerpt={false}
              maxSkills={3}
              onBookmarkChange={() => undefined}
            />
          </Box>
        );
      }}
    />
  ),
};

/** Saving a job: the bookmark button toggles (aria-pressed) and reports the new value. */
export const Bookmark: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bookmark = canvas.getByRole('button', { name: `Save job: ${sampleJob.title}` });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bookmark);
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onBookmarkChange).toHaveBeenLastCalledWith(true);
  },
};

/** Keyboard: Tab reaches the title link, then the bookmark; Space toggles it. */
export const Keyboard: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: sampleJob.title })).toHaveFocus();
    await userEvent.tab();
    const bookmark = canvas.getByRole('button', { name: `Save job: ${sampleJob.title}` });
    await expect(bookmark).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onBookmarkChange).toHaveBeenLastCalledWith(true);
  },
};

/** The essentials at a glance: pay, posted time and a capped list of skills. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: sampleJob.title });
    await expect(card).toHaveTextContent('$120k–$150k a year');
    await expect(card).toHaveTextContent('Posted 3 days ago');
    await expect(card).toHaveTextContent('Europe · Remote');
    await expect(within(card).getByRole('list', { name: 'Skills' })).toHaveTextContent('+2 more');
  },
};

/** A closed job says so and has no pay emphasis lost. */
export const Closed: Story = {
  args: { job: { ...sampleJob, isClosed: true, applicationId: 'a1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Closed')).toBeVisible();
    await expect(canvas.getByText('Applied')).toBeVisible();
  },
};

/** An imported listing its source has not updated for long: "Listed 2 years ago — may no longer be open". */
export const Stale: Story = {
  args: {
    job: {
      ...sampleJob,
      publishedAt: '2024-06-03T12:00:00Z',
      isStale: true,
      sourceUpdatedAt: '2024-10-24T12:00:00Z',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Listed 2 years ago — may no longer be open')).toBeVisible();
  },
};
