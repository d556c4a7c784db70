/**
 * "Showing results for X — Search instead for Y" above Find Jobs results when the server
 * corrected a typo in the keywords. Both are links, so both searches live in the URL: X is the
 * corrected keywords (searched normally), Y the keywords as typed with `exact=1` (no correction).
 */
import type { SearchCorrection } from '@hireloop/api';
import { Link, Text, useT } from '@hireloop/ui';

/** Props of {@link SearchCorrectionNotice}. */
export interface SearchCorrectionNoticeProps {
  correction: SearchCorrection;
  /** The URL of a search for `q`, exactly as typed when `exact` is true. */
  hrefOf: (q: string, exact: boolean) => string;
}

/** The correction notice (a paragraph with two links). */
export function SearchCorrectionNotice({ correction, hrefOf }: SearchCorrectionNoticeProps) {
  const t = useT('webMarketJobs');
  return (
    <Text size="md" tone="muted">
      {t('matching.showingResultsFor')}{' '}
      <Link href={hrefOf(correction.query, false)}>
        <strong>{correction.query}</strong>
      </Link>
      {' — '}
      {t('matching.searchInsteadFor')}{' '}
      <Link href={hrefOf(correction.original, true)}>{correction.original}</Link>
    </Text>
  );
}
