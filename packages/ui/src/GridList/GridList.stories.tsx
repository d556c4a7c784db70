import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Box } from '../Box/Box.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { logos } from '../private/fixtures.ts';
import { GridList, GridListItem } from './GridList.tsx';

const savedJobs = [
  { id: 'j1', title: 'ML Engineer, Inference', company: 'Hugging Face', logo: logos.huggingFace },
  { id: 'j2', title: 'Senior Frontend Engineer', company: 'Northwind', logo: logos.northwind },
  { id: 'j3', title: 'Product Designer', company: 'Helio Health', logo: logos.helio },
];

const onRemove = fn();

function SavedJobItem({ job }: { job: (typeof savedJobs)[number] }) {
  return (
    <GridListItem id={job.id} textValue={job.title}>
      <Avatar src={job.logo} name={job.company} shape="square" size="md" decorative />
      <Box display="flex" flexDirection="column" flexGrow="1" minWidth="0">
        <Box as="span" fontWeight="semibold">
          {job.title}
        </Box>
        <Box as="span" color="textMuted" fontSize="xs">
          {job.company}
        </Box>
      </Box>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        aria-label={`Remove ${job.title}`}
        onPress={() => {
          onRemove(job.id);
        }}
      >
        <Trash2 size={16} aria-hidden="true" />
      </Button>
    </GridListItem>
  );
}

const meta = {
  title: 'Data display/GridList',
  component: GridList,
  tags: ['autodocs'],
  args: { 'aria-label': 'Saved jobs', selectionMode: 'none' },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
  },
  render: (args) => (
    <Box maxWidth="form">
      <GridList {...args}>
        {savedJobs.map((job) => (
          <SavedJobItem key={job.id} job={job} />
        ))}
      </GridList>
    </Box>
  ),
} satisfies Meta<typeof GridList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { selectionMode: 'multiple' } };

const modes = ['none', 'single', 'multiple'] as const;
const states = ['default', 'with selection', 'disabled item', 'empty'] as const;

/** Selection modes × states. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="GridList selection modes × states"
      rows={modes}
      columns={states}
      render={(mode, state) => (
        <GridList
          aria-label={`Saved jobs, ${mode} selection, ${state}`}
          selectionMode={mode}
          defaultSelectedKeys={state === 'with selection' && mode !== 'none' ? ['j1'] : []}
          disabledKeys={state === 'disabled item' ? ['j2'] : []}
        >
          {state === 'empty'
            ? []
            : savedJobs.slice(0, 2).map((job) => (
                <GridListItem key={job.id} id={job.id}>
                  {job.title}
                </GridListItem>
              ))}
        </GridList>
      )}
    />
  ),
};

/** Keyboard: Tab lands on the first item, arrows move between items and into the Remove button. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    onRemove.mockClear();
    const canvas = within(canvasElement);
    // The collection renders after the first pass: wait for the items.
    const rows = await canvas.findAllByRole('row', { name: /Engineer|Designer/ });
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const remove = canvas.getByRole('button', { name: 'Remove Senior Frontend Engineer' });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRemove).toHaveBeenCalledWith('j2');
  },
};

/** Multiple selection: each item has a checkbox; clicking and Space toggle it. */
export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByRole('row', { name: /Engineer|Designer/ });
    await userEvent.click((await canvas.findAllByRole('checkbox'))[0] as HTMLElement);
    await expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
  },
};

const onAction = fn();

/** Items with an action open with a click or Enter. */
export const ItemAction: Story = {
  args: {
    onAction: (key) => {
      onAction(key);
    },
  },
  play: async ({ canvasElement }) => {
    onAction.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Product Designer'));
    await expect(onAction).toHaveBeenLastCalledWith('j3');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(onAction).toHaveBeenLastCalledWith('j2');
  },
};
