/** Styles of Settings → Team (issue 36): the rows of the members and invitations lists. */
import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

/** A member or an invitation: a rule under every one but the last. */
export const row = style({
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

/** Who the row is about: from 16rem wide, so the actions wrap under it on a phone. */
export const rowInfo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxs,
  flex: '1 1 16rem',
  minWidth: 0,
});

/** An e-mail address breaks anywhere rather than widening the row. */
export const address = style({ overflowWrap: 'anywhere' });

/** The role picker of a member: wide enough for "Interviewer", never wider than the row. */
export const rolePicker = style({ width: '11rem', maxWidth: '100%' });
