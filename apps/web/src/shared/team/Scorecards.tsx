/**
 * The scorecards of an application (issue 36, "Working together on an application"): a rating of
 * 1–4 per criterion of the posting and an overall recommendation on Lever's 4-point scale, with a
 * comment. Others' scorecards stay hidden from a member until they submitted their own
 * (Greenhouse's rule against anchoring); then the summary and every scorecard show.
 */
import type {
  Scorecard,
  ScorecardList,
  ScorecardRecommendation,
  ScorecardSummary,
} from '@hireloop/api';
import { isApiError } from '@hireloop/api';
import { TEAM_LIMITS, TEAM_MESSAGES } from '@hireloop/api/rules';
import {
  Badge,
  Box,
  Button,
  Form,
  formatDateTime,
  Heading,
  Inline,
  intlFormatter,
  Radio,
  RadioGroup,
  Stack,
  Text,
  TextArea,
  useT,
  DescriptionItem,
  DescriptionList,
  Card,
} from '@hireloop/ui';
import { useId, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { useNotify } from '../../app/context.tsx';
import { useScorecards, useSubmitScorecard } from './queries.ts';
import { useCriterionLabel } from './criteria.ts';
import * as styles from './teamWork.css.ts';
import { TeamSection } from './TeamSection.tsx';

/** The recommendations, from the worst to the best (the contract's order). */
const RECOMMENDATIONS: readonly ScorecardRecommendation[] = [
  'strong_no',
  'no',
  'yes',
  'strong_yes',
];

/** The ratings a criterion can get, 1 (poor) to 4 (excellent). */
const RATINGS = ['1', '2', '3', '4'] as const;

/** From this share of the limit on, the comment shows its character count. */
const COUNT_FROM = 0.8;

/** Where the summary counts each recommendation (its keys arrive in camelCase). */
const COUNT_KEY = {
  strong_no: 'strongNo',
  no: 'no',
  yes: 'yes',
  strong_yes: 'strongYes',
} as const satisfies Record<ScorecardRecommendation, keyof ScorecardSummary['recommendations']>;

/** The badge tone of each recommendation. */
const TONE = {
  strong_no: 'danger',
  no: 'warning',
  yes: 'success',
  strong_yes: 'success',
} as const satisfies Record<ScorecardRecommendation, string>;

/** The caller's scorecard form: a rating per criterion, the recommendation and a comment. */
function ScorecardForm({
  applicationId,
  criteria,
  initial,
  onDone,
}: {
  applicationId: string;
  criteria: readonly string[];
  initial?: Scorecard;
  onDone?: () => void;
}) {
  const t = useT('webTeamWork');
  const notify = useNotify();
  const label = useCriterionLabel();
  const submit = useSubmitScorecard(applicationId);
  const ratingsId = useId();
  const [ratings, setRatings] = useState<Record<string, string>>(() =>
    Object.fromEntries((initial?.ratings ?? []).map((r) => [r.criterion, String(r.rating)])),
  );
  const [recommendation, setRecommendation] = useState<ScorecardRecommendation | null>(
    initial?.recommendation ?? null,
  );
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [missingRating, setMissingRating] = useState(false);
  const [missingRecommendation, setMissingRecommendation] = useState(false);
  const [commentProblem, setCommentProblem] = useState(false);
  const max = TEAM_LIMITS.scorecardCommentMaxLength;
  const fieldErrors = isApiError(submit.error) ? submit.error.errors : undefined;

  return (
    <Form
      validationBehavior="aria"
      validationErrors={fieldErrors}
      formError={submit.error && !fieldErrors ? submit.error.message : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const rated = criteria
          .filter((criterion) => ratings[criterion])
          .map((criterion) => ({ criterion, rating: Number(ratings[criterion]) }));
        const tooLong = comment.length > max;
        setMissingRating(rated.length === 0);
        setMissingRecommendation(recommendation === null);
        setCommentProblem(tooLong);
        if (rated.length === 0 || recommendation === null || tooLong) return;
        // mutateAsync, not mutate's callbacks: a first scorecard turns the section into the
        // summary when the refreshed list arrives, which unmounts this form before `mutate`'s
        // own onSuccess would run, and TanStack Query skips the callbacks of an unmounted caller
        // (the toast went missing in the journeys). The promise settles all the same; a failure
        // is shown from `submit.error`.
        submit
          .mutateAsync({ recommendation, ratings: rated, comment: comment.trim() })
          .then(({ created }) => {
            notify({
              type: 'success',
              message: created ? t('scorecards.submitted') : t('scorecards.updated'),
            });
            onDone?.();
          })
          .catch(() => undefined);
      }}
    >
      <div
        role="group"
        aria-labelledby={`${ratingsId}-label`}
        aria-describedby={`${ratingsId}-hint`}
      >
        <Stack space="md">
          <Stack space="xxs">
            <Text id={`${ratingsId}-label`} weight="semibold">
              {t('scorecards.formTitle')}
            </Text>
            <Text id={`${ratingsId}-hint`} size="sm" tone="muted">
              {t('scorecards.ratingHint')}
            </Text>
          </Stack>
          {criteria.map((criterion) => (
            <RadioGroup
              key={criterion}
              name={`rating.${criterion}`}
              label={label(criterion)}
              orientation="horizontal"
              value={ratings[criterion] ?? null}
              onChange={(value) => {
                setRatings((prev) => ({ ...prev, [criterion]: value }));
                setMissingRating(false);
              }}
            >
              {RATINGS.map((rating) => (
                <Radio key={rating} value={rating}>
                  {t(`scorecards.ratings.${rating}`)}
                </Radio>
              ))}
            </RadioGroup>
          ))}
          {missingRating ? (
            <Text role="alert" size="sm" tone="danger">
              {t('scorecards.ratingRequired')}
            </Text>
          ) : null}
        </Stack>
      </div>
      <RadioGroup
        name="recommendation"
        label={t('scorecards.recommendation')}
        orientation="horizontal"
        value={recommendation}
        onChange={(value) => {
          setRecommendation(value as ScorecardRecommendation);
          setMissingRecommendation(false);
        }}
        isInvalid={missingRecommendation ? true : undefined}
        errorMessage={missingRecommendation ? t('scorecards.recommendationRequired') : undefined}
      >
        {RECOMMENDATIONS.map((value) => (
          <Radio key={value} value={value}>
            {t(`scorecards.recommendations.${value}`)}
          </Radio>
        ))}
      </RadioGroup>
      <TextArea
        name="comment"
        label={t('scorecards.comment')}
        rows={3}
        maxLength={max}
        showCount={comment.length >= max * COUNT_FROM}
        value={comment}
        onChange={(next) => {
          setComment(next);
          setCommentProblem(false);
        }}
        isInvalid={commentProblem ? true : undefined}
        errorMessage={commentProblem ? TEAM_MESSAGES.commentTooLong : undefined}
      />
      <Inline space="sm">
        <Button type="submit" isPending={submit.isPending}>
          {initial ? t('scorecards.update') : t('scorecards.submit')}
        </Button>
        {onDone && initial ? (
          <Button variant="secondary" onPress={onDone}>
            {t('scorecards.cancel')}
          </Button>
        ) : null}
      </Inline>
    </Form>
  );
}

/** The summary: the count of each recommendation and the average of each rated criterion. */
function Summary({ summary }: { summary: ScorecardSummary }) {
  const t = useT('webTeamWork');
  const { locale } = useLocale();
  const label = useCriterionLabel();
  const headingId = useId();
  const number = intlFormatter(Intl.NumberFormat, locale, { maximumFractionDigits: 2 });
  return (
    <Stack as="section" space="md" aria-labelledby={headingId}>
      <Inline space="xs" alignY="center">
        <Heading level={3} id={headingId}>
          {t('scorecards.summaryTitle')}
        </Heading>
        <Text as="span" size="sm" tone="muted">
          {t('scorecards.summaryCount', { count: summary.submitted })}
        </Text>
      </Inline>
      <Stack space="xs">
        <Text size="sm" weight="semibold">
          {t('scorecards.recommendationCounts')}
        </Text>
        <DescriptionList size="sm">
          {RECOMMENDATIONS.map((value) => (
            <DescriptionItem key={value} term={t(`scorecards.recommendations.${value}`)}>
              <Text as="span" weight="semibold">
                {number.format(summary.recommendations[COUNT_KEY[value]])}
              </Text>
            </DescriptionItem>
          ))}
        </DescriptionList>
      </Stack>
      {summary.criteria.length > 0 ? (
        <Stack space="xs">
          <Text size="sm" weight="semibold">
            {t('scorecards.averages')}
          </Text>
          <DescriptionList size="sm">
            {summary.criteria.map(({ criterion, average, count }) => (
              <DescriptionItem key={criterion} term={label(criterion)}>
                <span className={styles.average}>
                  <span className={styles.bar} aria-hidden="true">
                    <span
                      className={styles.barFill}
                      style={{ width: `${(average / TEAM_LIMITS.maxRating) * 100}%` }}
                    />
                  </span>
                  <Text as="span" weight="semibold">
                    {t('scorecards.average', { average: number.format(average) })}
                  </Text>
                  <Text as="span" tone="muted">
                    {t('scorecards.ratedBy', { count })}
                  </Text>
                </span>
              </DescriptionItem>
            ))}
          </DescriptionList>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** One submitted scorecard: author, date, recommendation, ratings and comment. */
function ScorecardItem({
  card,
  criteria,
  own,
  onEdit,
}: {
  card: Scorecard;
  criteria: readonly string[];
  own: boolean;
  onEdit?: () => void;
}) {
  const t = useT('webTeamWork');
  const { locale } = useLocale();
  const label = useCriterionLabel();
  const ratingLabel = (rating: number) => {
    const key = RATINGS.find((r) => r === String(rating));
    return key ? t(`scorecards.ratings.${key}`) : String(rating);
  };
  const name =
    card.author.memberId === null
      ? t('scorecards.formerMember', { name: card.author.name })
      : own
        ? t('scorecards.you', { name: card.author.name })
        : card.author.name;
  const rated = criteria.flatMap((criterion) => {
    const rating = card.ratings.find((r) => r.criterion === criterion);
    return rating ? [rating] : [];
  });
  return (
    <Card as="li" padding="sm">
      <Stack space="sm">
        <Inline space="xs" alignY="center" align="between">
          <Inline space="xs" alignY="center">
            <Text as="span" weight="semibold" size="sm">
              {name}
            </Text>
            <Text as="time" size="xs" tone="muted" dateTime={card.updatedAt}>
              {formatDateTime(card.updatedAt, locale)}
            </Text>
          </Inline>
          <Badge tone={TONE[card.recommendation]}>
            {t(`scorecards.recommendations.${card.recommendation}`)}
          </Badge>
        </Inline>
        <DescriptionList size="sm">
          {rated.map(({ criterion, rating }) => (
            <DescriptionItem key={criterion} term={label(criterion)}>
              {ratingLabel(rating)}
            </DescriptionItem>
          ))}
        </DescriptionList>
        {card.comment.trim() ? (
          <Text size="sm" preserveLines>
            {card.comment}
          </Text>
        ) : null}
        {onEdit ? (
          <Box>
            <Button variant="secondary" size="sm" onPress={onEdit}>
              {t('scorecards.edit')}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The section's body once the scorecards arrived. */
function ScorecardsBody({ applicationId, list }: { applicationId: string; list: ScorecardList }) {
  const t = useT('webTeamWork');
  const [editing, setEditing] = useState(false);
  const { data, meta } = list;

  if (!meta.ownSubmitted)
    return (
      <Stack space="lg">
        <Box
          as="p"
          padding="sm"
          borderRadius="md"
          background="infoSubtle"
          color="infoSubtleText"
          fontSize="sm"
        >
          {meta.submittedCount > 0
            ? t('scorecards.hiddenCount', { count: meta.submittedCount })
            : t('scorecards.noneYet')}
        </Box>
        <ScorecardForm applicationId={applicationId} criteria={meta.criteria} />
      </Stack>
    );

  // The caller's own scorecard comes first (the contract's order).
  const [own, ...others] = data;
  return (
    <Stack space="lg">
      {editing && own ? (
        <ScorecardForm
          applicationId={applicationId}
          criteria={meta.criteria}
          initial={own}
          onDone={() => setEditing(false)}
        />
      ) : null}
      {meta.summary ? <Summary summary={meta.summary} /> : null}
      <Stack as="ul" space="sm" aria-label={t('scorecards.listLabel')}>
        {own ? (
          <ScorecardItem
            card={own}
            criteria={meta.criteria}
            own
            onEdit={editing ? undefined : () => setEditing(true)}
          />
        ) : null}
        {others.map((card) => (
          <ScorecardItem key={card.id} card={card} criteria={meta.criteria} own={false} />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The "Scorecards" section of the business application page (issue 36): before the caller
 * submitted theirs, how many were submitted (hidden, against anchoring) and the form (a 1–4 rating
 * per criterion of the posting, at least one; a recommendation, required; an optional comment);
 * afterwards the summary (counts per recommendation, average per criterion) and every visible
 * scorecard, the caller's own first with "Edit your scorecard" (the form prefilled; submitting
 * replaces it: "Scorecard updated" rather than "Scorecard submitted").
 */
export function Scorecards({ applicationId }: { applicationId: string }) {
  const t = useT('webTeamWork');
  const scorecards = useScorecards(applicationId);
  return (
    <TeamSection title={t('scorecards.title')} query={scorecards}>
      {(list) => <ScorecardsBody applicationId={applicationId} list={list} />}
    </TeamSection>
  );
}
