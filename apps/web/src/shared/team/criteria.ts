/** The words of a posting's scorecard criteria (issue 36). */
import { useT } from '@hireloop/ui';

/** The name of criterion `criterion`: the default criteria in words, a posting's own as written. */
export function useCriterionLabel(): (criterion: string) => string {
  const t = useT('webTeamWork');
  return (criterion) =>
    criterion === 'skills' ||
    criterion === 'experience' ||
    criterion === 'communication' ||
    criterion === 'motivation'
      ? t(`criteria.${criterion}`)
      : criterion;
}
