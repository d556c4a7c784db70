import { CircleAlert, FileText, UploadCloud } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { DropZone, FileTrigger, Text, isFileDropItem } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { useT } from '../i18n/index.ts';
import { visuallyHidden } from '../private/a11y.css.ts';
import * as styles from './FileDropZone.css.ts';
import {
  describeSizes,
  formatFileSize,
  typeNamesOf,
  uploadPresets,
  validateFile,
  type FileProblem,
  type FileRules,
  type UploadKind,
} from './fileRules.ts';

/** Props of `FileDropZone`. */
export interface FileDropZoneProps {
  /**
   * What is uploaded: `avatar` and `logo` (image preview) or `resume` (name and size). Sets the
   * preview and the title.
   */
  kind: UploadKind;
  /**
   * MIME types (`image/png`, `image/*`) or extensions (`.pdf`) accepted: the server's (the web
   * app passes the API's `UPLOAD_TYPES`). The refusal message names them ("JPEG, PNG or WebP").
   */
  acceptedTypes: readonly string[];
  /** Largest accepted file in bytes: the server's limit (the web app passes the API's `LIMITS`). */
  maxSizeBytes: number;
  /**
   * Visible title above the zone.
   * @default "Profile photo", "Company logo" or "Resume"
   */
  label?: string;
  /**
   * The file already stored: an image URL (avatar, logo) shown as the preview, or for a resume
   * its name and size.
   * @default null
   */
  current?: { url?: string | null; name?: string | null; sizeBytes?: number | null } | null;
  /**
   * Called with an accepted file, or null when the chosen file is removed.
   * @default undefined
   */
  onFileChange?: (file: File | null) => void;
  /**
   * Called when a file is refused (wrong type, too large, several at once).
   * @default undefined
   */
  onReject?: (problem: FileProblem | { code: 'multiple' | 'unreadable' }) => void;
  /**
   * When set, the stored file gets a "Remove file" button calling this (R-API-5 remove calls).
   * @default undefined
   */
  onRemoveCurrent?: () => void;
  /**
   * An error from the server to show under the zone (e.g. "The logo may not be larger than 2 MB.").
   * @default undefined
   */
  errorMessage?: string | null;
  /** @default false */
  isDisabled?: boolean;
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
}

type Problem = FileProblem | { code: 'multiple' | 'unreadable' };

/**
 * Upload field for an avatar, a logo or a resume: react-aria-components `DropZone` (drag and
 * drop, paste, keyboard and screen-reader drop) around a `FileTrigger` button. Checks the type
 * and size before anything is sent and says clearly what is wrong ("… is 3.4 MB. The maximum size
 * is 2 MB."), previews images, and shows the chosen file with Replace and Remove.
 */
export function FileDropZone({
  kind,
  acceptedTypes,
  maxSizeBytes,
  label,
  current = null,
  onFileChange,
  onReject,
  onRemoveCurrent,
  errorMessage,
  isDisabled = false,
  className,
}: FileDropZoneProps) {
  const t = useT('display');
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  const rules: FileRules = { ...uploadPresets[kind], acceptedTypes, maxSizeBytes };
  const titleId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  // Object URLs of previews are released when replaced and when the field goes away.
  const previewRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );
  const setPreview = (next: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    const url =
      next && rules.isImage && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(next)
        : null;
    previewRef.current = url;
    setPreviewUrl(url);
  };

  const reject = (next: Problem) => {
    setProblem(next);
    onReject?.(next);
  };

  const accept = (files: File[]) => {
    if (files.length === 0) return reject({ code: 'unreadable' });
    if (files.length > 1) return reject({ code: 'multiple' });
    const [chosen] = files as [File];
    const found = validateFile(chosen, rules);
    if (found) return reject(found);
    setProblem(null);
    setFile(chosen);
    setPreview(chosen);
    onFileChange?.(chosen);
  };

  const clear = () => {
    setFile(null);
    setPreview(null);
    setProblem(null);
    onFileChange?.(null);
  };

  const types = new Intl.ListFormat(locale, { type: 'disjunction' }).format(
    typeNamesOf(acceptedTypes),
  );
  const maxSize = formatFileSize(rules.maxSizeBytes, locale);
  const problemText = !problem
    ? null
    : problem.code === 'type'
      ? t('fileDropZone.errors.type', { name: problem.name, types })
      : problem.code === 'tooLarge'
        ? (() => {
            const [size, max] = describeSizes(problem.size, problem.maxSizeBytes, locale);
            return t('fileDropZone.errors.tooLarge', { name: problem.name, size, max });
          })()
        : t(`fileDropZone.errors.${problem.code}`);
  const shownError = problemText ?? errorMessage ?? null;

  const imageUrl = previewUrl ?? (file ? null : (current?.url ?? null));
  const shownName = file?.name ?? current?.name ?? null;
  const shownSize = file?.size ?? current?.sizeBytes ?? null;
  const hasContent = file !== null || (rules.isImage ? imageUrl !== null : shownName !== null);

  const trigger = (text: string, variant: 'primary' | 'secondary') => (
    <FileTrigger
      acceptedFileTypes={rules.acceptedTypes}
      onSelect={(list) => accept(list ? Array.from(list) : [])}
    >
      <Button variant={variant} size="sm" isDisabled={isDisabled}>
        {text}
      </Button>
    </FileTrigger>
  );

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={shownError ? errorId : undefined}
    >
      <span id={titleId} className={styles.title}>
        {label ?? t(`fileDropZone.kinds.${kind}`)}
      </span>
      <DropZone
        className={[styles.zone, hasContent ? undefined : styles.zoneEmpty]
          .filter(Boolean)
          .join(' ')}
        isDisabled={isDisabled}
        data-invalid={shownError ? true : undefined}
        onDrop={(event) => {
          const items = event.items.filter(isFileDropItem);
          void Promise.all(items.map((item) => item.getFile())).then(accept);
        }}
      >
        {({ isDropTarget }) =>
          hasContent ? (
            <>
              {rules.isImage && imageUrl ? (
                <img
                  className={[
                    styles.preview,
                    kind === 'avatar' ? styles.previewRound : styles.previewSquare,
                  ].join(' ')}
                  src={imageUrl}
                  alt={t('fileDropZone.preview', { name: shownName ?? label ?? kind })}
                />
              ) : (
                <span className={styles.fileIcon} aria-hidden="true">
                  <FileText size={22} />
                </span>
              )}
              <div className={styles.details}>
                {shownName ? (
                  <span className={styles.fileName} title={shownName}>
                    <span className={visuallyHidden}>{`${t('fileDropZone.selectedLabel')} `}</span>
                    <span className={styles.fileNameText}>{shownName}</span>
                    {shownSize === null ? null : (
                      <span className={styles.fileSize}>{formatFileSize(shownSize, locale)}</span>
                    )}
                  </span>
                ) : null}
                <Text slot="label" className={styles.hint}>
                  {isDropTarget
                    ? t('fileDropZone.dropHere')
                    : t('fileDropZone.hint', { types, size: maxSize })}
                </Text>
                <div className={styles.actions}>
                  {trigger(t('fileDropZone.replace'), 'secondary')}
                  {file || onRemoveCurrent ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      isDisabled={isDisabled}
                      onPress={file ? clear : onRemoveCurrent}
                    >
                      {t('fileDropZone.remove')}
                    </Button>
                  ) : null}
                </div>
              </div>
            </>
          ) : (
            <>
              <span className={styles.uploadIcon} aria-hidden="true">
                <UploadCloud size={22} />
              </span>
              <Text slot="label" className={styles.dropText}>
                {isDropTarget ? t('fileDropZone.dropHere') : t('fileDropZone.drop')}
              </Text>
              <span className={styles.orText} aria-hidden="true">
                {t('fileDropZone.or')}
              </span>
              {trigger(t('fileDropZone.browse'), 'secondary')}
              <span className={styles.hint}>
                {t('fileDropZone.hint', { types, size: maxSize })}
              </span>
            </>
          )
        }
      </DropZone>
      {shownError ? (
        <p id={errorId} className={styles.error} role="alert">
          <CircleAlert className={styles.errorIcon} size={16} aria-hidden="true" />
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
