/**
 * The keyword field of Find Jobs with as-you-type suggestions: after a 250 ms pause the
 * suggestions endpoint offers job titles, companies and skills (word prefix and typo-tolerant),
 * under a first option "Search for “…”" that searches for exactly what was typed — so the list
 * opens as soon as the user types (react-aria opens a combo box only for a non-empty list) and
 * fills in when the suggestions arrive. Enter without a highlighted option searches too.
 */
import type { SearchSuggestion } from '@hireloop/api';
import { ComboBox, ComboBoxItem, useT } from '@hireloop/ui';
import { useMemo } from 'react';
import { useDebouncedValue } from '../../shared/useDebouncedValue.ts';
import { useJobSuggestions } from './queries.ts';

/** Wait after the last keystroke before suggestions are fetched (ms). */
export const SUGGESTION_DELAY_MS = 250;

/** Id of the "Search for …" option. */
const SEARCH_TYPED = '__search-typed__';

interface Suggestion {
  id: string;
  title: string;
  /** What the suggestion is; null for "Search for …". */
  kind: SearchSuggestion['kind'] | null;
}

/** Props of {@link KeywordField}. */
export interface KeywordFieldProps {
  /** What is typed. */
  value: string;
  onChange: (value: string) => void;
  /** Search for these keywords (a suggestion was chosen, or Enter was pressed). */
  onSearch: (keywords: string) => void;
}

/**
 * The options for what is typed: "Search for" it, then each suggestion once (the typed text
 * itself left out). Exported for tests.
 */
export function suggestionOptions(
  typed: string,
  suggestions: readonly SearchSuggestion[],
): Suggestion[] {
  const text = typed.trim();
  if (!text) return [];
  const seen = new Set<string>([text.toLowerCase()]);
  const options: Suggestion[] = [{ id: SEARCH_TYPED, title: text, kind: null }];
  for (const suggestion of suggestions) {
    const key = suggestion.value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    options.push({
      id: `${suggestion.kind}:${suggestion.value}`,
      title: suggestion.value,
      kind: suggestion.kind,
    });
  }
  return options;
}

/** The keywords combo box (react-aria ComboBox through the design system). */
export function KeywordField({ value, onChange, onSearch }: KeywordFieldProps) {
  const t = useT('webMarketJobs');
  const typed = useDebouncedValue(value, SUGGESTION_DELAY_MS);
  const suggestions = useJobSuggestions(typed);
  const items = useMemo(
    () => suggestionOptions(value, value.trim().length >= 2 ? (suggestions.data ?? []) : []),
    [suggestions.data, value],
  );

  return (
    <div
      onKeyDownCapture={(event) => {
        // Enter with no option highlighted searches for the text (react-aria only closes the list).
        const input = event.target as HTMLElement;
        if (
          event.key === 'Enter' &&
          input.tagName === 'INPUT' &&
          !input.getAttribute('aria-activedescendant')
        ) {
          onSearch(value);
        }
      }}
    >
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
          if (!chosen) return;
          onChange(chosen.title);
          onSearch(chosen.title);
        }}
        allowsCustomValue
        menuTrigger="input"
      >
        {(item) => (
          <ComboBoxItem id={item.id} textValue={item.title}>
            {item.kind === null
              ? t('search.searchFor', { text: item.title })
              : t('matching.suggestionOf', {
                  value: item.title,
                  kind: t(`matching.suggestionKind.${item.kind}`),
                })}
          </ComboBoxItem>
        )}
      </ComboBox>
    </div>
  );
}
