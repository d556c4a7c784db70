/**
 * The avatar (customers) or logo (businesses) of the profile tab (spec §1, §3, §7, §8): the current
 * picture (the default user icon when there is none or it fails to load), a new file with its
 * preview before upload, and removal.
 */
import { Avatar, Button, FileDropZone, Skeleton, useT } from '@hireloop/ui';
import { useState } from 'react';
import { useCurrentUser, useNotify, useServices } from '../../app/context.tsx';
import { displayName } from '../../app/user.ts';
import { useSettingsArea } from './area.ts';
import { usePicture, useRemovePicture, useUploadPicture, type PictureUrls } from './queries.ts';
import { Section } from './Section.tsx';
import * as styles from './settings.css.ts';

/** Image types the server accepts (contract: uploadAvatar, uploadLogo). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
/** Largest avatar or logo in bytes: 2 MB (contract). */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** The picture part of the profile tab. */
export function PictureSection() {
  const t = useT('webSettings');
  const { role, area } = useSettingsArea();
  const isBusiness = role === 'business';
  const { auth } = useServices();
  const user = useCurrentUser();
  const notify = useNotify();
  const picture = usePicture(area);
  const [file, setFile] = useState<File | null>(null);

  const applyToUser = (urls: PictureUrls) => {
    if (!user) return;
    auth.send({
      type: 'auth.userUpdated',
      user: isBusiness
        ? { ...user, logoUrl: urls.url, logoThumbUrl: urls.thumbUrl }
        : { ...user, avatarUrl: urls.url, avatarThumbUrl: urls.thumbUrl },
    });
  };
  const upload = useUploadPicture(area, (urls) => {
    applyToUser(urls);
    setFile(null);
    notify({ type: 'success', message: t('picture.uploaded') });
  });
  const remove = useRemovePicture(area, () => {
    applyToUser({ url: null, thumbUrl: null });
    notify({ type: 'success', message: t('picture.removed') });
  });

  const current = picture.data?.url ?? null;
  const uploadError =
    upload.error && 'errors' in upload.error
      ? ((upload.error as { errors?: Record<string, string[]> }).errors?.[isBusiness ? 'logo' : 'avatar']?.join(' ') ??
        upload.error.message)
      : upload.error?.message;

  return (
    <Section
      title={isBusiness ? t('picture.logoTitle') : t('picture.avatarTitle')}
      description={isBusiness ? t('picture.logoHint') : t('picture.avatarHint')}
    >
      <div className={styles.picture}>
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
          <FileDropZone
            label={isBusiness ? t('picture.logoTitle') : t('picture.avatarTitle')}
            kind={isBusiness ? 'logo' : 'avatar'}
            acceptedFileTypes={PICTURE_TYPES}
            maxFileSize={PICTURE_MAX_BYTES}
            file={file}
            onFileChange={(next) => {
              upload.reset();
              setFile(next);
            }}
            errorMessage={uploadError}
            isInvalid={!!uploadError}
          />
          <div className={styles.actions}>
            <Button
              isDisabled={!file}
              isPending={upload.isPending}
              onPress={() => file && upload.mutate(file)}
            >
              {t('picture.upload')}
            </Button>
            {file ? (
              <Button variant="ghost" onPress={() => setFile(null)}>
                {t('picture.cancel')}
              </Button>
            ) : null}
            {current && !file ? (
              <Button variant="secondary" isPending={remove.isPending} onPress={() => remove.mutate()}>
                {t('picture.remove')}
              </Button>
            ) : null}
          </div>
          {remove.isError ? (
            <p role="alert" className={styles.errorText}>
              {t('picture.removeFailed')}
            </p>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
