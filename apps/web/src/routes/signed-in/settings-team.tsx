/** Settings tab route b.settings.team (issue 36): the company's members and invitations. */
import { TeamTab } from '../../features/team/TeamTab.tsx';

/** The team tab. */
export function Component() {
  return <TeamTab />;
}
