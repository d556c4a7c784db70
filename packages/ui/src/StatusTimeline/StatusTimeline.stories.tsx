import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Card } from '../Card/Card.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { DAY, HOUR, before, storyNow } from '../private/fixtures.ts';
import { StatusTimeline, type TimelineEntry } from './StatusTimeline.tsx';
import type { ApplicationStatus } from '../vocabulary.ts';

const history: TimelineEntry[] = [
  { status: 'submitted', note: null, createdAt: before(2 * DAY + 4 * HOUR) },
  { status: 'reviewing', note: null, createdAt: before(2 * DAY) },
  {
    status: 'interviewing',
    note: 'Thanks Maya! We would love to talk about your vLLM work. Expect an invite for a 45-minute call.',
    createdAt: before(3 * HOUR),
  },
];

const meta = {
  title: 'Marketplace/StatusTimeline',
  component: StatusTimeline,
  tags: ['autodocs'],
  // The stages ahead as the web app computes them (`upcomingStages` of `@hireloop/api/rules`).
  args: { entries: history, upcoming: ['offered', 'hired'], now: storyNow },
  decorators: [
    // Matrix stories set `fullWidth` to lay out wider than one item.
    (Story, { parameters }) =>
      parameters.fullWidth === true ? (
        <Story />
      ) : (
        <Box maxWidth="form">
          <Card>
            <Story />
          </Card>
        </Box>
      ),
  ],
} satisfies Meta<typeof StatusTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { upcoming: [] } };

const path = (statuses: ApplicationStatus[], note?: string): TimelineEntry[] =>
  statuses.map((status, index) => ({
    status,
    note: index === statuses.length - 1 ? (note ?? null) : null,
    createdAt: before((statuses.length - index) * DAY),
  }));

/** Each outcome's history and the stages still ahead of it. */
const outcomes = {
  submitted: [path(['submitted']), ['reviewing', 'interviewing', 'offered', 'hired']],
  'in review': [path(['submitted', 'reviewing']), ['interviewing', 'offered', 'hired']],
  offered: [
    path(['submitted', 'reviewing', 'interviewing', 'offered'], 'Offer letter sent.'),
    ['hired'],
  ],
  hired: [path(['submitted', 'reviewing', 'interviewing', 'offered', 'hired']), []],
  rejected: [path(['submitted', 'reviewing', 'rejected'], 'We went with another candidate.'), []],
  withdrawn: [path(['submitted', 'withdrawn']), []],
} satisfies Record<string, [TimelineEntry[], ApplicationStatus[]]>;
const views = ['with upcoming', 'history only'] as const;

/** Every outcome × with and without the stages ahead. */
export const Matrix: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <StoryMatrix
      caption="StatusTimeline outcomes × views"
      rows={Object.keys(outcomes) as (keyof typeof outcomes)[]}
      columns={views}
      render={(outcome, view) => (
        <Box style={{ width: '20rem' }}>
          <StatusTimeline
            entries={outcomes[outcome][0]}
            now={storyNow}
            upcoming={view === 'with upcoming' ? outcomes[outcome][1] : []}
            aria-label={`${outcome}, ${view}`}
          />
        </Box>
      )}
    />
  ),
};

/** An ordered list: history with times and notes, the current step marked, then what is ahead. */
export const Progress: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Application progress' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveTextContent('Interviewing');
    await expect(items[2]).toHaveTextContent('3 hours ago');
    await expect(items[2]).toHaveTextContent('Expect an invite');
    await expect(items[4]).toHaveTextContent('Hired (Upcoming)');
  },
};

/** A rejection ends the list: nothing ahead. */
export const Rejected: Story = {
  args: { entries: outcomes.rejected[0], upcoming: outcomes.rejected[1] },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveTextContent('Not selected');
    await expect(items[2]).toHaveTextContent('We went with another candidate.');
  },
};
