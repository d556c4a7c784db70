import {
  Bell,
  BellRing,
  Bookmark,
  Building2,
  FileText,
  LayoutDashboard,
  MessagesSquare,
  Search,
  Send,
  Settings,
  type LucideIcon,
} from 'lucide-react';
import type { NavItemId } from '../../paths.ts';

/** The icon of each sidebar link. */
export const navIcons: Readonly<Record<NavItemId, LucideIcon>> = {
  dashboard: LayoutDashboard,
  findJobs: Search,
  savedJobs: Bookmark,
  savedSearches: BellRing,
  applications: Send,
  browseCompanies: Building2,
  postings: FileText,
  notifications: Bell,
  messages: MessagesSquare,
  settings: Settings,
};
