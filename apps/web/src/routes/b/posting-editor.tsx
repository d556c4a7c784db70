/**
 * newPosting (b/posting-editor, spec §2). Placeholder of the web shell issue: the marketplace issue replaces this
 * module's body; its route, guard and sidebar highlight are set in src/router.tsx and src/paths.ts.
 */
import { EmptyState, useT } from '@hireloop/ui';
import { Page } from '../../app/Page.tsx';

/** The newPosting screen. */
export function Component() {
  const t = useT('nav');
  const text = useT('webApp');
  return (
    <Page title={t('newPosting')}>
      <EmptyState title={text('placeholder.title')} description={text('placeholder.text')} />
    </Page>
  );
}
