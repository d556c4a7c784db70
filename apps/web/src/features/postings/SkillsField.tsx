/**
 * A job posting's lists of short names as tags, in order: its skills (most important first) and
 * its scorecard criteria (issue 36). Type one (or several, separated by commas) and press Enter
 * or "Add"; each tag has a remove button, and Backspace or Delete on a focused tag removes it
 * (the design system's TagGroup). Duplicates are ignored, whatever their case.
 */
import { Button, Column, Columns, Stack, TagGroup, Text, TextField, useT } from '@hireloop/ui';
import { useId, useState } from 'react';
import {
  addSkills,
  CRITERIA_MAX_COUNT,
  CRITERION_MAX_LENGTH,
  SKILL_MAX_LENGTH,
  SKILLS_MAX_COUNT,
} from './postingForm.ts';

/** The words of a {@link TagListField}. */
interface TagListCopy {
  /** The text field's label ("Add a skill"). */
  add: string;
  /** Its hint (limits). */
  hint: string;
  /** The tag list's label, with the count. */
  label: string;
  /** Shown when the list is empty. */
  empty: string;
}

/** Props of {@link TagListField}. */
interface TagListFieldProps {
  items: string[];
  onChange: (items: string[]) => void;
  /** Most tags; the field is disabled once full. */
  max: number;
  /** Longest tag, characters. */
  maxLength: number;
  copy: TagListCopy;
  /** The field's error (client rule or server message). */
  errorMessage?: string;
}

/** A tag input of short names (skills, scorecard criteria). */
function TagListField({
  items: skills,
  onChange,
  max,
  maxLength,
  copy,
  errorMessage,
}: TagListFieldProps) {
  const t = useT('webMarketPostings');
  const [typed, setTyped] = useState('');
  const errorId = useId();
  const add = () => {
    if (!typed.trim()) return;
    onChange(addSkills(skills, typed));
    setTyped('');
  };
  const full = skills.length >= max;

  return (
    <Stack space="sm">
      <Columns space="sm" alignY="bottom">
        <Column>
          <TextField
            label={copy.add}
            description={copy.hint}
            value={typed}
            onChange={setTyped}
            maxLength={maxLength * 4}
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
        label={copy.label}
        items={skills}
        onRemove={(removed) => onChange(skills.filter((skill) => !removed.has(skill)))}
        emptyState={copy.empty}
        aria-describedby={errorMessage ? errorId : undefined}
      />
      {errorMessage ? (
        <Text id={errorId} role="alert" size="sm" tone="danger">
          {errorMessage}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Props of {@link SkillsField} and {@link CriteriaField}. */
export interface SkillsFieldProps {
  skills: string[];
  onChange: (skills: string[]) => void;
  /** The field's error (client rule or server message). */
  errorMessage?: string;
}

/** The skills tag input (at most 30, each 1–50 characters). */
export function SkillsField({ skills, onChange, errorMessage }: SkillsFieldProps) {
  const t = useT('webMarketPostings');
  return (
    <TagListField
      items={skills}
      onChange={onChange}
      max={SKILLS_MAX_COUNT}
      maxLength={SKILL_MAX_LENGTH}
      errorMessage={errorMessage}
      copy={{
        add: t('editor.skillsAdd'),
        hint: t('editor.skillsHint', { max: SKILLS_MAX_COUNT, length: SKILL_MAX_LENGTH }),
        label: t('editor.skills', { count: skills.length, max: SKILLS_MAX_COUNT }),
        empty: t('editor.skillsEmpty'),
      }}
    />
  );
}

/**
 * The scorecard criteria tag input (issue 36): what the hiring team's scorecards rate, 1–10
 * criteria of 1–60 characters, in order (`skills` holds the criteria).
 */
export function CriteriaField({ skills: criteria, onChange, errorMessage }: SkillsFieldProps) {
  const t = useT('webMarketPostings');
  return (
    <TagListField
      items={criteria}
      onChange={onChange}
      max={CRITERIA_MAX_COUNT}
      maxLength={CRITERION_MAX_LENGTH}
      errorMessage={errorMessage}
      copy={{
        add: t('editor.criteriaAdd'),
        hint: t('editor.criteriaHint', { max: CRITERIA_MAX_COUNT, length: CRITERION_MAX_LENGTH }),
        label: t('editor.criteria', { count: criteria.length, max: CRITERIA_MAX_COUNT }),
        empty: t('editor.criteriaEmpty'),
      }}
    />
  );
}
