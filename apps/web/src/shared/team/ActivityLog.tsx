/**
 * The activity log of an application (issue 36, "Working together on an application"): who did
 * what and when, newest first, as the company sees it (stage moves, notes, scorecards, messages
 * and interviews).
 */
import type { ActivityEntry, ApplicationStatus } from '@hireloop/api';
import { Button, formatDateTime, Stack, Text, useT } from '@hireloop/ui';
import { useState } from 'react';
import { useLocale } from 'react-aria-components';
import { useApplicationActivity } from './queries.ts';
import * as styles from './teamWork.css.ts';
import { TeamSection } from './TeamSection.tsx';

/** How many entries show before "Show all". */
export const ACTIVITY_SHOWN = 10;

/** The sentence of an entry: "Elena Marsh moved the application to Interviewing". */
function useSentence(): (entry: ActivityEntry) => string {
  const t = useT('webTeamWork');
  const jobs = useT('jobs');
  return (entry) => {
    const name = entry.actor.name;
    switch (entry.kind) {
      case 'stage_changed':
        return t('activity.stage_changed', {
          name,
          status: entry.status ? jobs(`applicationStatus.${entry.status}`) : '',
        });
      case 'scorecard_submitted':
        return entry.recommendation
          ? t('activity.scorecard_submitted', {
              name,
              recommendation: t(`scorecards.recommendations.${entry.recommendation}`),
            })
          : t('activity.scorecard_submitted_plain', { name });
      default:
        return t(`activity.${entry.kind}`, { name });
    }
  };
}

/**
 * The "Activity" section of the business application page (issue 36): the log of application
 * `applicationId` newest first, an ordered list of sentences ("Luca Bianchi applied", "Elena Marsh
 * moved the application to Interviewing", "Daniel Osei submitted a scorecard: Strong yes", …) each
 * with its date and time, the latest {@link ACTIVITY_SHOWN} first and "Show all N" for the rest.
 * `stage` is the application's current stage: the log reloads when it changes.
 */
export function ActivityLog({
  applicationId,
  stage,
}: {
  applicationId: string;
  stage?: ApplicationStatus;
}) {
  const t = useT('webTeamWork');
  const { locale } = useLocale();
  const activity = useApplicationActivity(applicationId, stage);
  const sentence = useSentence();
  const [showAll, setShowAll] = useState(false);

  return (
    <TeamSection title={t('activity.title')} lead={t('activity.lead')} query={activity}>
      {(data) => {
        if (data.length === 0) return <Text tone="muted">{t('activity.empty')}</Text>;
        const entries = showAll ? data : data.slice(0, ACTIVITY_SHOWN);
        return (
          <Stack space="md">
            <Stack as="ol" space="sm" aria-label={t('activity.listLabel')}>
              {entries.map((entry) => (
                <li key={entry.id} className={styles.activityEntry}>
                  <Stack space="xxxs">
                    <Text size="sm">{sentence(entry)}</Text>
                    <Text as="time" size="xs" tone="muted" dateTime={entry.at}>
                      {formatDateTime(entry.at, locale)}
                    </Text>
                  </Stack>
                </li>
              ))}
            </Stack>
            {data.length > ACTIVITY_SHOWN ? (
              <div>
                <Button variant="secondary" size="sm" onPress={() => setShowAll((all) => !all)}>
                  {showAll
                    ? t('activity.showLatest', { count: ACTIVITY_SHOWN })
                    : t('activity.showAll', { count: data.length })}
                </Button>
              </div>
            ) : null}
          </Stack>
        );
      }}
    </TeamSection>
  );
}
