import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Label,
  Tag,
  TagGroup as RACTagGroup,
  TagList,
} from 'react-aria-components';
import { useT } from '../i18n/index.ts';
import { Text } from '../Text/Text.tsx';
import * as styles from './TagGroup.css.ts';

/** Props of `TagGroup`. */
export interface TagGroupProps {
  /** The group's visible label ("Skills (3 of 30)"). */
  label: string;
  /** The tags, in order; each is its own key, so they must be unique. */
  items: readonly string[];
  /**
   * Called with the tags to remove (a remove button, or Backspace / Delete on a focused tag).
   * Without it the tags have no remove buttons.
   */
  onRemove?: (removed: Set<string>) => void;
  /** Shown, muted, in place of the tags when there are none. */
  emptyState?: ReactNode;
  /** Ids of elements that describe the group, e.g. an error message under it. */
  'aria-describedby'?: string;
}

/**
 * A labelled group of tags (react-aria-components `TagGroup`): pills that wrap onto new lines, each
 * with a 24 px remove button when `onRemove` is given (named "Remove" and the tag's text:
 * "Remove React"). Arrow keys move between the tags; Backspace
 * or Delete removes the focused one. For a job posting's skills and scorecard criteria; the input
 * that adds tags is the caller's (a `TextField` and a button).
 *
 * @example
 * <TagGroup label="Skills" items={skills} onRemove={(keys) => setSkills(skills.filter((s) => !keys.has(s)))} />
 */
export function TagGroup({
  label,
  items,
  onRemove,
  emptyState,
  'aria-describedby': describedBy,
}: TagGroupProps) {
  const t = useT('display');
  return (
    <RACTagGroup
      onRemove={onRemove ? (keys) => onRemove(new Set([...keys].map(String))) : undefined}
      aria-describedby={describedBy}
    >
      <Label className={styles.label}>{label}</Label>
      <TagList
        className={styles.list}
        items={items.map((item) => ({ id: item }))}
        renderEmptyState={
          emptyState
            ? () => (
                <Text as="span" tone="muted">
                  {emptyState}
                </Text>
              )
            : undefined
        }
      >
        {(item) => (
          <Tag id={item.id} textValue={item.id} className={styles.tag}>
            {item.id}
            {onRemove ? (
              <RACButton slot="remove" className={styles.remove} aria-label={t('tagGroup.remove')}>
                <X aria-hidden="true" size={14} />
              </RACButton>
            ) : null}
          </Tag>
        )}
      </TagList>
    </RACTagGroup>
  );
}
