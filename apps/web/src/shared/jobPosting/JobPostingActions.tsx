/**
 * The job seeker's actions on a job page — Save/Saved and Apply now in the header, and the apply
 * call-out (or the "you applied" notice) above the description — shared by the customer's job page
 * and the business's preview, where they are shown as customers see them but cannot be used.
 */
import { Box, Button, Card, Inline, LinkButton, Stack, Text, useT } from '@hireloop/ui';
import { Bookmark, BookmarkCheck, CircleCheck } from 'lucide-react';

/** Props shared by the action components. */
export interface JobPostingActionsProps {
  companyName: string;
  isBookmarked: boolean;
  isClosed: boolean;
  /** The customer's application link, when they applied. */
  applicationHref: string | null;
  /** Saves (true) or unsaves (false). Without it (preview) the buttons are shown disabled. */
  onBookmarkChange?: (save: boolean) => void;
  /** Opens the application form. Without it (preview) the button is shown disabled. */
  onApply?: () => void;
}

/** Save/Saved and Apply now (or "View your application"), for the page header. */
export function JobPostingHeaderActions({
  isBookmarked,
  isClosed,
  applicationHref,
  onBookmarkChange,
  onApply,
}: JobPostingActionsProps) {
  const t = useT('webMarket');
  return (
    <>
      <Button
        variant="secondary"
        isDisabled={!onBookmarkChange}
        onPress={() => onBookmarkChange?.(!isBookmarked)}
      >
        {isBookmarked ? (
          <BookmarkCheck aria-hidden="true" size={18} />
        ) : (
          <Bookmark aria-hidden="true" size={18} />
        )}
        {isBookmarked ? t('actions.saved') : t('actions.save')}
      </Button>
      {applicationHref ? (
        <LinkButton href={applicationHref} variant="secondary">
          {t('actions.viewApplication')}
        </LinkButton>
      ) : !isClosed ? (
        <Button isDisabled={!onApply} onPress={() => onApply?.()}>
          {t('actions.apply')}
        </Button>
      ) : null}
    </>
  );
}

/** The call-out above the description: apply, or the notice that the customer applied. */
export function JobPostingApplyCallout({
  companyName,
  isClosed,
  applicationHref,
  onApply,
}: JobPostingActionsProps) {
  const t = useT('webMarket');
  if (isClosed && !applicationHref) return null;
  return (
    <Card variant="muted">
      <Inline align="between" space="md">
        <Stack space="xxs">
          {applicationHref ? (
            <>
              <Box
                as="span"
                display="flex"
                alignItems="center"
                gap="xs"
                fontSize="md"
                fontWeight="semibold"
              >
                <CircleCheck aria-hidden="true" size={18} /> {t('actions.appliedTitle')}
              </Box>
              <Text as="span" tone="muted">
                {t('actions.appliedText')}
              </Text>
            </>
          ) : (
            <>
              <Text as="span" size="md" weight="semibold">
                {t('actions.applyTitle', { company: companyName })}
              </Text>
              <Text as="span" tone="muted">
                {t('actions.applyText')}
              </Text>
            </>
          )}
        </Stack>
        {applicationHref ? (
          <LinkButton href={applicationHref} variant="secondary">
            {t('actions.viewApplication')}
          </LinkButton>
        ) : (
          <Button isDisabled={!onApply} onPress={() => onApply?.()}>
            {t('actions.apply')}
          </Button>
        )}
      </Inline>
    </Card>
  );
}
