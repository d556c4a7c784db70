/**
 * @hireloop/ui public API: the design system's theme, layout primitives and components, built on
 * react-aria-components and styled with vanilla-extract. Named exports only.
 */

// Theme and layout
export {
  vars,
  lightTheme,
  darkTheme,
  themeClassNames,
  sprinkles,
  media,
  tokens,
  breakpoints,
  type ThemeName,
  type Sprinkles,
} from './theme/index.ts';
export { Box, type BoxProps } from './Box/Box.tsx';
export {
  Heading,
  headingSizes,
  type HeadingProps,
  type HeadingLevel,
  type HeadingSize,
} from './Heading/Heading.tsx';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden.tsx';
export { Stack, type StackProps } from './Stack/Stack.tsx';
export { Inline, type InlineProps } from './Inline/Inline.tsx';
export {
  Columns,
  Column,
  type ColumnsProps,
  type ColumnProps,
  type CollapseBelow,
} from './Columns/Columns.tsx';
export { Tiles, type TilesProps, type TileColumns, type TileCount } from './Tiles/Tiles.tsx';
export { Text, textTones, type TextProps, type TextTone } from './Text/Text.tsx';
export {
  DescriptionList,
  DescriptionItem,
  type DescriptionListProps,
  type DescriptionItemProps,
} from './DescriptionList/DescriptionList.tsx';
export type { Space } from './private/layout.ts';

// Messages (one English catalog through i18next)
export {
  createI18n,
  i18n,
  useT,
  I18nextProvider,
  resources,
  defaultLanguage,
  supportedLanguages,
  type Namespace,
  type Messages,
  type LanguageCode,
  type CreateI18nOptions,
} from './i18n/index.ts';

// Providers
export { UiProvider, type UiProviderProps } from './UiProvider/UiProvider.tsx';

// Components: actions, forms, navigation, overlays
export { Button, type ButtonProps } from './Button/Button.tsx';
export { LinkButton, type LinkButtonProps } from './Button/LinkButton.tsx';
export { Link, type LinkProps } from './Link/Link.tsx';
export { SkipLink, type SkipLinkProps } from './SkipLink/SkipLink.tsx';
export { ExternalLinkLabel, type ExternalLinkLabelProps } from './Link/ExternalLinkLabel.tsx';
export { TextField, type TextFieldProps } from './TextField/TextField.tsx';
export { TextArea, type TextAreaProps } from './TextArea/TextArea.tsx';
export {
  PasswordField,
  type PasswordFieldProps,
  type PasswordRequirement,
} from './PasswordField/PasswordField.tsx';
export { SearchField, type SearchFieldProps } from './SearchField/SearchField.tsx';
export { NumberField, type NumberFieldProps } from './NumberField/NumberField.tsx';
export { DateTimeField, type DateTimeFieldProps } from './DateTimeField/DateTimeField.tsx';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox.tsx';
export { CheckboxGroup, type CheckboxGroupProps } from './Checkbox/CheckboxGroup.tsx';
export { Switch, type SwitchProps } from './Switch/Switch.tsx';
export {
  RadioGroup,
  Radio,
  type RadioGroupProps,
  type RadioProps,
} from './RadioGroup/RadioGroup.tsx';
export {
  RoleCards,
  registrationRoles,
  type RoleCardsProps,
  type RegistrationRole,
} from './RoleCards/RoleCards.tsx';
export { Select, SelectItem, type SelectProps, type SelectItemProps } from './Select/Select.tsx';
export {
  ComboBox,
  ComboBoxItem,
  type ComboBoxProps,
  type ComboBoxItemProps,
} from './ComboBox/ComboBox.tsx';
export { Form, type FormProps } from './Form/Form.tsx';
export { TagGroup, type TagGroupProps } from './TagGroup/TagGroup.tsx';
export { splitServerErrors, type ServerFieldErrors } from './Form/serverErrors.ts';
export { Dialog, DialogTrigger, type DialogProps } from './Dialog/Dialog.tsx';
export { AlertDialog, type AlertDialogProps } from './AlertDialog/AlertDialog.tsx';
export { LogoutDialog, type LogoutDialogProps } from './LogoutDialog/LogoutDialog.tsx';
export {
  SessionWarningDialog,
  type SessionWarningDialogProps,
} from './SessionWarningDialog/SessionWarningDialog.tsx';
export {
  formatCountdown,
  isCountdownCritical,
  SESSION_WARNING_CRITICAL_SECONDS,
} from './SessionWarningDialog/countdown.ts';
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  SubmenuTrigger,
  type MenuProps,
  type MenuItemProps,
} from './Menu/Menu.tsx';
export {
  MENU_TYPEAHEAD_RESET_MS,
  createTypeAheadBuffer,
  findTypeAheadMatch,
  type TypeAheadBuffer,
} from './Menu/typeAhead.ts';
export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  type TabsProps,
  type TabListProps,
  type TabProps,
  type TabPanelProps,
} from './Tabs/Tabs.tsx';
export type { FieldBaseProps, FieldErrorMessage } from './private/FieldParts.tsx';
export { formatDateTime, formatRelativeTime } from './private/relativeTime.ts';
export { intlFormatter } from './private/intl.ts';

// --- data display, feedback, shell, jobs and applications ---

// Data display
export { Avatar, initialsOf, type AvatarProps } from './Avatar/Avatar.tsx';
export { withCacheBuster } from './Avatar/cacheBuster.ts';
export { Badge, BADGE_COUNT_MAX, type BadgeProps } from './Badge/Badge.tsx';
export { Card, type CardProps } from './Card/Card.tsx';
export { Stat, type StatProps, type StatTrend } from './Stat/Stat.tsx';
export {
  Table,
  TableHeader,
  TableColumn,
  TableBody,
  TableRow,
  TableCell,
  type TableProps,
  type TableColumnProps,
  type TableBodyComponentProps,
  type TableCellProps,
} from './Table/Table.tsx';
export { sortRows, type SortValue } from './Table/sortRows.ts';
export {
  GridList,
  GridListItem,
  type GridListProps,
  type GridListItemProps,
} from './GridList/GridList.tsx';
export { SalaryRange, type SalaryRangeProps } from './SalaryRange/SalaryRange.tsx';
export {
  formatSalaryRange,
  type FormatSalaryRangeOptions,
  type SalaryRangeValue,
} from './SalaryRange/formatSalaryRange.ts';
export { Markdown, isExternalHref, type MarkdownProps } from './Markdown/Markdown.tsx';

// Feedback
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState.tsx';
export { Skeleton, type SkeletonProps } from './Skeleton/Skeleton.tsx';

// Navigation
export { Pagination, type PaginationProps } from './Pagination/Pagination.tsx';
export { getPageItems, type PageItem, type PageItemsOptions } from './Pagination/pageItems.ts';

// Preferences and uploads
export { ThemeSwitch, type ThemeSwitchProps } from './ThemeSwitch/ThemeSwitch.tsx';
export { LanguagePicker, type LanguagePickerProps } from './LanguagePicker/LanguagePicker.tsx';
export { FileDropZone, type FileDropZoneProps } from './FileDropZone/FileDropZone.tsx';
export {
  uploadPresets,
  typeNamesOf,
  validateFile,
  isAcceptedType,
  formatFileSize,
  describeSizes,
  type FileRules,
  type FileProblem,
  type FileLike,
  type UploadKind,
} from './FileDropZone/fileRules.ts';

// Marketplace
export { JobCard, jobKindLabels, type JobCardProps, type JobCardJob } from './JobCard/JobCard.tsx';
export {
  CompanyCard,
  type CompanyCardProps,
  type CompanyCardCompany,
} from './CompanyCard/CompanyCard.tsx';
export type {
  ApplicationStatus,
  CompanySize,
  EmploymentType,
  ExperienceLevel,
  NotificationKind,
  RemotePolicy,
  SalaryPeriod,
  WorkplaceType,
} from './vocabulary.ts';
export {
  StatusTimeline,
  type StatusTimelineProps,
  type TimelineEntry,
} from './StatusTimeline/StatusTimeline.tsx';
export {
  NotificationItem,
  type NotificationItemProps,
  type NotificationData,
} from './NotificationItem/NotificationItem.tsx';
export {
  NotificationList,
  type NotificationListProps,
} from './NotificationList/NotificationList.tsx';
export {
  groupNotificationsByDay,
  type NotificationDayGroup,
  type NotificationGroup,
} from './NotificationList/groupNotificationsByDay.ts';

// Shell and feedback
export {
  ToastRegion,
  type ToastRegionProps,
  type ToastData,
  type ToastType,
  type ToastPlacement,
} from './Toast/Toast.tsx';
export { toastInsets } from './Toast/toastInsets.css.ts';
export { Logo, type LogoProps } from './Logo/Logo.tsx';
export {
  SidebarShell,
  SidebarNavLink,
  SidebarNavButton,
  SidebarIdentity,
  SidebarProfileButton,
  type SidebarShellProps,
  type SidebarNavLinkProps,
  type SidebarNavButtonProps,
  type SidebarIdentityProps,
  type SidebarProfileButtonProps,
  type ProfileMenuState,
} from './SidebarShell/SidebarShell.tsx';
export { Footer, type FooterProps } from './Footer/Footer.tsx';
export {
  defaultFooterConfig,
  telHref,
  type FooterConfig,
  type SocialLink,
} from './Footer/footerConfig.ts';
