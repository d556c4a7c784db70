/**
 * The keyword field of Find Jobs with as-you-type suggestions: after a 250 ms pause the search
 * itself runs with a few results (prefix matching) and their titles are offered. Choosing one
 * searches for it; Enter searches for what was typed.
 */
import { ComboBox, ComboBoxItem, useT } from '@hireloop/ui';
import { useMemo } from 'react';
import { useDebouncedValue } from '../../shared/useDebouncedValue.ts';
import { useJobSuggestions } from './queries.ts';

/** Wait after the last keystroke before suggestions are fetched (ms). */
export const SUGGESTION_DELAY_MS = 250;

interface Suggestion {
  id: string;
  title: string;
  company: string;
}

/** Props of {@link KeywordField}. */
export interface KeywordFieldProps {
  /** What is typed. */
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen: search for its title. */
  onSearch: (keywords: string) => void;
}

/** The keywords combo box (react-aria ComboBox through the design system). */
export function KeywordField({ value, onChange, onSearch }: KeywordFieldProps) {
  const t = useT('webMarketJobs');
  const typed = useDebouncedValue(value, SUGGESTION_DELAY_MS);
  const suggestions = useJobSuggestions(typed);
  const items = useMemo<Suggestion[]>(() => {
    if (value.trim().length < 2) return [];
    const seen = new Set<string>();
    const result: Suggestion[] = [];
    for (const job of suggestions.data?.data ?? []) {
      const key = job.title.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      result.push({ id: job.id, title: job.title, company: job.company.name });
    }
    return result;
  }, [suggestions.data, value]);

  return (
    <ComboBox<Suggestion>
      label={t('search.keywords')}
      placeholder={t('search.keywordsPlaceholder')}
      name="q"
      items={items}
      inputValue={value}
      onInputChange={onChange}
      selectedKey={null}
      onSelectionChange={(key) => {
        const chosen = items.find((item) => item.id === key);
        if (chosen) {
          onChange(chosen.title);
          onSearch(chosen.title);
        }
      }}
      allowsCustomValue
      menuTrigger="input"
      allowsEmptyCollection={false}
    >
      {(item) => (
        <ComboBoxItem id={item.id} textValue={item.title}>
          {t('search.suggestion', { title: item.title, company: item.company })}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
