/**
 * The avatar (customers) or logo (businesses) of the profile tab (R-PROD-5, R-DATA-1, R-API-5, R-DATA-2): the current
 * picture (the default user icon when there is none or it fails to load), a new file uploaded as
 * soon as it is chosen (with Undo), and removal.
 */
import { LIMITS, UPLOAD_TYPES } from '@hireloop/api/rules';
import { Avatar, Button, FileDropZone, Inline, Skeleton, Stack, Text, useT } from '@hireloop/ui';
import { UNDO_LABEL, UNDO_TOAST_MS } from '@hireloop/machines';
import { useRef, useState } from 'react';
import { useNotify, useServices } from '../../app/context.tsx';
import { useCurrentUser } from '../../app/authHooks.ts';
import { displayName } from '../../app/user.ts';
import { fieldErrorsOf } from './fieldErrors.ts';
import { useSettingsArea } from './area.ts';
import { usePicture, useRemovePicture, useUploadPicture, type PictureUrls } from './queries.ts';
import { Section } from '../../shared/Section.tsx';
import * as styles from './settings.css.ts';

/**
 * Reads the picture shown now, so that Undo can put it back after the upload replaced it on the
 * server. Null when there is none or it cannot be read (Undo then removes the new one).
 */
async function readPicture(url: string | null): Promise<Blob | null> {
  if (!url) return null;
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}

/**
 * The picture part of the profile tab. A chosen file is uploaded at once (a refused one keeps the
 * old picture and says why); while it runs a status line says so (announced), and the success
 * toast offers Undo, which puts the previous picture back, or removes the new one when there was
 * none.
 */
export function PictureSection() {
  const t = useT('webSettings');
  const { role, area } = useSettingsArea();
  const isBusiness = role === 'business';
  const { auth } = useServices();
  const user = useCurrentUser();
  const notify = useNotify();
  const picture = usePicture(area);
  // A new key empties the drop zone after an upload.
  const [zoneKey, setZoneKey] = useState(0);
  // What Undo restores: the picture before the last upload (null: there was none).
  const previous = useRef<Blob | null>(null);

  const applyToUser = (urls: PictureUrls) => {
    if (!user) return;
    auth.send({
      type: 'auth.userUpdated',
      user: isBusiness
        ? { ...user, logoUrl: urls.url, logoThumbUrl: urls.thumbUrl }
        : { ...user, avatarUrl: urls.url, avatarThumbUrl: urls.thumbUrl },
    });
  };
  const remove = useRemovePicture(area, () => {
    applyToUser({ url: null, thumbUrl: null });
    notify({ type: 'success', message: t('picture.removed') });
  });
  const upload = useUploadPicture(area, (urls) => {
    applyToUser(urls);
    setZoneKey((key) => key + 1);
  });
  const undo = () => {
    const before = previous.current;
    if (!before) {
      remove.mutate();
      return;
    }
    upload.mutate(new File([before], 'previous', { type: before.type }), {
      onSuccess: () => notify({ type: 'success', message: t('picture.restored') }),
    });
  };
  // Undo is offered only when it can restore what was there (a picture it could not read is not
  // replaced by "none").
  const uploadChosen = (file: File, canUndo: boolean) =>
    upload.mutate(file, {
      onSuccess: () =>
        notify(
          canUndo
            ? {
                type: 'success',
                message: t('picture.uploaded'),
                durationMs: UNDO_TOAST_MS,
                action: { label: UNDO_LABEL, onPress: undo },
              }
            : { type: 'success', message: t('picture.uploaded') },
        ),
    });

  const current = picture.data?.url ?? null;
  const uploadError = upload.error
    ? (fieldErrorsOf(upload.error)?.[isBusiness ? 'logo' : 'avatar']?.join(' ') ??
      upload.error.message)
    : remove.isError
      ? t('picture.removeFailed')
      : null;
  const title = isBusiness ? t('picture.logoTitle') : t('picture.avatarTitle');

  return (
    <Section
      title={title}
      description={isBusiness ? t('picture.logoHint') : t('picture.avatarHint')}
    >
      <Inline space="lg" alignY="top">
        {picture.isPending ? (
          <Skeleton shape={isBusiness ? 'rect' : 'circle'} width="6rem" height="6rem" />
        ) : (
          <Avatar
            size="xl"
            shape={isBusiness ? 'square' : 'circle'}
            src={current}
            name={displayName(user)}
          />
        )}
        <div className={styles.pictureControls}>
          <Stack space="sm">
            <FileDropZone
              key={zoneKey}
              kind={isBusiness ? 'logo' : 'avatar'}
              acceptedTypes={UPLOAD_TYPES.image}
              maxSizeBytes={LIMITS.imageMaxBytes}
              label={title}
              isDisabled={upload.isPending}
              onFileChange={(next) => {
                upload.reset();
                remove.reset();
                if (!next) return;
                void readPicture(current).then((before) => {
                  previous.current = before;
                  uploadChosen(next, before !== null || current === null);
                });
              }}
              errorMessage={uploadError}
            />
            {/* Always rendered, so that screen readers announce the text when it appears. */}
            <Text role="status" size="sm" tone="muted">
              {upload.isPending
                ? isBusiness
                  ? t('picture.uploadingLogo')
                  : t('picture.uploadingAvatar')
                : null}
            </Text>
            {current && !upload.isPending ? (
              <Inline>
                <Button
                  variant="secondary"
                  isPending={remove.isPending}
                  onPress={() => remove.mutate()}
                >
                  {t('picture.remove')}
                </Button>
              </Inline>
            ) : null}
          </Stack>
        </div>
      </Inline>
    </Section>
  );
}
