import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog, DialogTrigger } from './Dialog.tsx';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Share this job',
    children: 'Send the posting to a friend who might be a great fit.',
    onOpenChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Share job</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Open, so the layout can be reviewed (and checked by axe). */
export const Playground: Story = {
  args: {
    defaultOpen: true,
    size: 'md',
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button onPress={close}>Send</Button>
      </>
    ),
    children: <TextField label="Friend's email" type="email" />,
  },
  render: (args) => <Dialog {...args} />,
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
};

export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Dialog sizes × content"
      rows={['sm', 'md', 'lg'] as const}
      columns={['text', 'with footer'] as const}
      render={(size, content) => (
        <DialogTrigger>
          <Button variant="secondary" size="sm">
            Open {size} {content}
          </Button>
          <Dialog
            size={size}
            title="Job alert saved"
            footer={content === 'with footer' ? <Button slot="close">Done</Button> : undefined}
          >
            We will email you new jobs that match “Product designer, Lisbon”.
          </Dialog>
        </DialogTrigger>
      )}
    />
  ),
};

/** Keyboard: Enter opens, focus moves in, Escape closes and focus returns to the trigger. */
export const KeyboardOpenClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Share job' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Share this job' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // react-aria gives focus back in a later frame than the one that removes the dialog.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The × button closes it. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Share job' }));
    await userEvent.click(await body.findByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/**
 * `layout="sheet"` on a phone: the whole screen, the header and the footer fixed, the body
 * scrolling between them (e.g. search filters). Keyboard: focus moves in and stays in; Escape
 * closes and focus returns to the trigger.
 */
export const Sheet: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    title: 'Filters',
    layout: 'sheet',
    children: (
      <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
        {Array.from({ length: 12 }, (_, index) => (
          <TextField key={index} label={`Filter ${index + 1}`} />
        ))}
      </div>
    ),
    footer: ({ close }) => (
      <>
        <Button variant="ghost">Clear all</Button>
        <Button onPress={close}>Show 128 jobs</Button>
      </>
    ),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Filters</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const sheet = await body.findByRole('dialog', { name: 'Filters' });
    const show = within(sheet).getByRole('button', { name: 'Show 128 jobs' });
    // The footer stays on screen however long the body is.
    const box = show.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    for (let i = 0; i < 16; i += 1) {
      await userEvent.tab();
      await expect(sheet.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // react-aria gives focus back in a later frame than the one that removes the dialog.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
