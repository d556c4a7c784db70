import type { Meta, StoryObj } from '@storybook/react-vite';
import { Briefcase, Eye, Users } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Card } from '../Card/Card.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Stat } from './Stat.tsx';

const meta = {
  title: 'Data display/Stat',
  component: Stat,
  tags: ['autodocs'],
  args: {
    label: 'Applications received',
    value: '1,284',
    trend: { direction: 'up', value: '12%' },
    trendLabel: 'vs last week',
  },
  argTypes: { icon: { control: false } },
  render: (args) => (
    <Box maxWidth="form">
      <Card>
        <Stat {...args} />
      </Card>
    </Box>
  ),
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { icon: Users, trend: { direction: 'down', value: '4%', sentiment: 'positive' } },
};

const trends = ['up', 'down', 'flat', 'none'] as const;
const styles = ['plain', 'with icon', 'good news down'] as const;

/** Trend directions × styles. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Stat trends × styles"
      rows={trends}
      columns={styles}
      render={(direction, style) => (
        <Card padding="sm">
          <Stat
            label="Open job postings"
            value="24"
            icon={style === 'with icon' ? Briefcase : undefined}
            trend={
              direction === 'none'
                ? undefined
                : {
                    direction,
                    value: '3',
                    sentiment:
                      style === 'good news down' && direction === 'down' ? 'positive' : undefined,
                  }
            }
            trendLabel={direction === 'none' ? undefined : 'this month'}
          />
        </Card>
      )}
    />
  ),
};

/** A dashboard row: three stats in cards. */
export const DashboardRow: Story = {
  render: () => (
    <Box display="grid" gridTemplateColumns={{ mobile: '1', tablet: '3' }} gap="md">
      <Card>
        <Stat icon={Briefcase} label="Open job postings" value="24" />
      </Card>
      <Card>
        <Stat
          icon={Users}
          label="Applications"
          value="1,284"
          trend={{ direction: 'up', value: '12%' }}
          trendLabel="vs last week"
        />
      </Card>
      <Card>
        <Stat
          icon={Eye}
          label="Posting views"
          value="18.2k"
          trend={{ direction: 'flat' }}
          trendLabel="vs last week"
        />
      </Card>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Up 12%')).toBeVisible();
    await expect(canvas.getByText('No change')).toBeVisible();
  },
};
