/**
 * The job seeker's actions on a job page — Save/Saved and Apply now in the header, and the apply
 * call-out (or the "you applied" notice) above the description — shared by the customer's job page
 * and the business's preview, where they are shown as customers see them but cannot be used.
 */
import { Button, Card, LinkButton, useT } from '@hireloop/ui';
import { Bookmark, BookmarkCheck, CircleCheck } from 'lucide-react';
import * as styles from './JobPostingView.css.ts';

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
      <div className={styles.applyPanel}>
        <div className={styles.panelText}>
          {applicationHref ? (
            <>
              <span className={styles.panelTitle}>
                <CircleCheck aria-hidden="true" size={18} /> {t('actions.appliedTitle')}
              </span>
              <span className={styles.panelMuted}>{t('actions.appliedText')}</span>
            </>
          ) : (
            <>
              <span className={styles.panelTitle}>
                {t('actions.applyTitle', { company: companyName })}
              </span>
              <span className={styles.panelMuted}>{t('actions.applyText')}</span>
            </>
          )}
        </div>
        {applicationHref ? (
          <LinkButton href={applicationHref} variant="secondary">
            {t('actions.viewApplication')}
          </LinkButton>
        ) : (
          <Button isDisabled={!onApply} onPress={() => onApply?.()}>
            {t('actions.apply')}
          </Button>
        )}
      </div>
    </Card>
  );
}
