/**
 * The skills of a job posting as tags (most important first): type a skill (or several, separated
 * by commas) and press Enter or "Add"; each tag has a remove button, and Backspace or Delete on a
 * focused tag removes it (react-aria-components TagGroup). Duplicates are ignored, whatever their
 * case. The design system has no tag input, so this one lives in the postings feature.
 */
import { Button, Column, Columns, Stack, Text, TextField, useT } from '@hireloop/ui';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button as RACButton, Label, Tag, TagGroup, TagList } from 'react-aria-components';
import { addSkills, SKILL_MAX_LENGTH, SKILLS_MAX_COUNT } from './postingForm.ts';
import * as styles from './postings.css.ts';

/** Props of {@link SkillsField}. */
export interface SkillsFieldProps {
  skills: string[];
  onChange: (skills: string[]) => void;
  /** The field's error (client rule or server message). */
  errorMessage?: string;
}

/** The skills tag input. */
export function SkillsField({ skills, onChange, errorMessage }: SkillsFieldProps) {
  const t = useT('webMarketPostings');
  const [typed, setTyped] = useState('');
  const errorId = useId();
  const add = () => {
    if (!typed.trim()) return;
    onChange(addSkills(skills, typed));
    setTyped('');
  };
  const full = skills.length >= SKILLS_MAX_COUNT;

  return (
    <Stack space="sm">
      <Columns space="sm" alignY="bottom">
        <Column>
          <TextField
            label={t('editor.skillsAdd')}
            description={t('editor.skillsHint', {
              max: SKILLS_MAX_COUNT,
              length: SKILL_MAX_LENGTH,
            })}
            value={typed}
            onChange={setTyped}
            maxLength={SKILL_MAX_LENGTH * 4}
            isDisabled={full}
            aria-describedby={errorMessage ? errorId : undefined}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        </Column>
        <Column width="content">
          <Button variant="secondary" onPress={add} isDisabled={full || !typed.trim()}>
            {t('editor.skillsAddButton')}
          </Button>
        </Column>
      </Columns>
      <TagGroup
        onRemove={(keys) => onChange(skills.filter((skill) => !keys.has(skill)))}
        aria-describedby={errorMessage ? errorId : undefined}
      >
        <Label className={styles.label}>
          {t('editor.skills', { count: skills.length, max: SKILLS_MAX_COUNT })}
        </Label>
        <TagList
          className={styles.tagList}
          items={skills.map((skill) => ({ id: skill }))}
          renderEmptyState={() => (
            <Text as="span" tone="muted">
              {t('editor.skillsEmpty')}
            </Text>
          )}
        >
          {(item) => (
            <Tag id={item.id} textValue={item.id} className={styles.tag}>
              {item.id}
              <RACButton
                slot="remove"
                className={styles.tagRemove}
                aria-label={t('editor.skillRemove', { skill: item.id })}
              >
                <X aria-hidden="true" size={14} />
              </RACButton>
            </Tag>
          )}
        </TagList>
      </TagGroup>
      {errorMessage ? (
        <Text id={errorId} role="alert" size="sm" tone="danger">
          {errorMessage}
        </Text>
      ) : null}
    </Stack>
  );
}
