import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { onSelectionChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Notifications">
        <Tab id="all">All</Tab>
        <Tab id="unread">Unread</Tab>
        <Tab id="important">Important</Tab>
      </TabList>
      <TabPanel id="all">Every notification, newest first.</TabPanel>
      <TabPanel id="unread">Notifications you have not read yet.</TabPanel>
      <TabPanel id="important">Notifications you marked as important.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { orientation: 'vertical', defaultSelectedKey: 'unread' },
};

export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Tabs orientation × states"
      rows={['horizontal', 'vertical'] as const}
      columns={['default', 'with disabled tab'] as const}
      render={(orientation, state) => (
        <Tabs
          orientation={orientation}
          disabledKeys={state === 'with disabled tab' ? ['account'] : []}
        >
          <TabList aria-label={`Settings ${orientation} ${state}`}>
            <Tab id="profile">Profile</Tab>
            <Tab id="privacy">Privacy</Tab>
            <Tab id="account">Account</Tab>
          </TabList>
          <TabPanel id="profile">Profile settings</TabPanel>
          <TabPanel id="privacy">Privacy settings</TabPanel>
          <TabPanel id="account">Account settings</TabPanel>
        </Tabs>
      )}
    />
  ),
};

/** Arrow keys move between tabs and show their panels; Home/End jump. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // RAC builds the collection in a second pass: wait for the tabs.
    await userEvent.click(await canvas.findByRole('tab', { name: 'All' }));
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Unread' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('not read yet');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Important' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('important');
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};
