/**
 * What the posting's screens (detail, editor, preview) show when their route cannot read the
 * posting: "This posting does not exist" with the way back to Job postings, or the failure with
 * "Try again" (app/notFound.tsx `RouteError`).
 */
import { useT } from '@hireloop/ui';
import { RouteError } from '../../app/notFound.tsx';
import { pathTo } from '../../paths.ts';

/** The posting screens' error page; `screen` picks the heading shown over a failure. */
export function PostingError({ screen }: { screen: 'detail' | 'editor' | 'preview' }) {
  const t = useT('webMarketPostings');
  const titles = {
    detail: t('detail.loadingTitle'),
    editor: t('editor.editTitle'),
    preview: t('preview.loadingTitle'),
  };
  return (
    <RouteError
      title={titles[screen]}
      notFound={{
        title: t('detail.notFoundTitle'),
        text: t('detail.notFoundText'),
        back: { href: pathTo('b.postings'), label: t('detail.back') },
      }}
    />
  );
}
