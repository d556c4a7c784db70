import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css.ts';

/** Props of `Tabs`. */
export type TabsProps = Omit<RACTabsProps, 'className'> & { className?: string };

/**
 * Tabs (react-aria-components): arrow keys move between tabs, Home/End jump, panels are linked
 * with `aria-controls`. Use for sibling views of one thing (notification filters all / unread /
 * important, settings sections); with `href` on `Tab` they follow the router.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={[styles.tabs, className].filter(Boolean).join(' ')} />;
}

/** Props of `TabList`. */
export type TabListProps<T extends object> = Omit<RACTabListProps<T>, 'className'>;

/** The row of tabs; needs an `aria-label` when no heading names it. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <RACTabList {...props} className={styles.tabList} />;
}

/** Props of `Tab`. */
export type TabProps = Omit<RACTabProps, 'className'>;

/** One tab; its `id` matches the `TabPanel` it shows. */
export function Tab(props: TabProps) {
  return <RACTab {...props} className={styles.tab} />;
}

/** Props of `TabPanel`. */
export type TabPanelProps = Omit<RACTabPanelProps, 'className'>;

/** The content of one tab. */
export function TabPanel(props: TabPanelProps) {
  return <RACTabPanel {...props} className={styles.tabPanel} />;
}
