/**
 * The avatar (customers) or logo (businesses) of the profile tab (spec §1, §3, §7, §8): the current
 * picture (the default user icon when there is none or it fails to load), a new file with its
 * preview before upload, and removal.
 */
import { Avatar, Button, FileDropZone, Skeleton, useT } from '@hireloop/ui';
import { useState } from 'react';
import { useCurrentUser, useNotify, useServices } from '../../app/context.tsx';
import { displayName } from '../../app/user.ts';
import { fieldErrorsOf } from './fieldErrors.ts';
import { useSettingsArea } from './area.ts';
import { usePicture, useRemovePicture, useUploadPicture, type PictureUrls } from './queries.ts';
import { Section } from './Section.tsx';
import * as styles from './settings.css.ts';

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
  // A new key empties the drop zone after an upload.
  const [zoneKey, setZoneKey] = useState(0);

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
    setZoneKey((key) => key + 1);
    notify({ type: 'success', message: t('picture.uploaded') });
  });
  const remove = useRemovePicture(area, () => {
    applyToUser({ url: null, thumbUrl: null });
    notify({ type: 'success', message: t('picture.removed') });
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
            key={zoneKey}
            kind={isBusiness ? 'logo' : 'avatar'}
            label={title}
            onFileChange={(next) => {
              upload.reset();
              remove.reset();
              setFile(next);
            }}
            errorMessage={uploadError}
          />
          <div className={styles.actions}>
            <Button
              isDisabled={!file}
              isPending={upload.isPending}
              onPress={() => file && upload.mutate(file)}
            >
              {t('picture.upload')}
            </Button>
            {current && !file ? (
              <Button
                variant="secondary"
                isPending={remove.isPending}
                onPress={() => remove.mutate()}
              >
                {t('picture.remove')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </Section>
  );
}
