/**
 * The location field of Find Jobs. Empty, it offers the current search's most frequent places
 * with their job counts (the `location` facet); from two typed characters, after a
 * {@link SUGGESTION_DELAY_MS} pause, the places of the suggestions endpoint (`field=location`:
 * places by word prefix and trigram similarity, short forms such as "NYC" or "Bay Area" first as
 * the place they stand for) — never a search. Any text may still be searched as typed.
 */
import type { JobFacets } from '@hireloop/api';
import { ComboBox, ComboBoxItem, useT } from '@hireloop/ui';
import { useMemo } from 'react';
import { useDebouncedValue } from '../../shared/useDebouncedValue.ts';
import { SUGGESTION_DELAY_MS } from './KeywordField.tsx';
import { useJobSuggestions } from './queries.ts';

/** Characters typed before places are suggested instead of the facet's places. */
export const LOCATION_SUGGESTION_MIN_CHARS = 2;

/** Keeps every option: the server chose them for the text. */
const showAll = () => true;

interface PlaceOption {
  id: string;
  /** Jobs of the current search in this place (facet); null for a suggestion. */
  count: number | null;
}

/** Props of {@link LocationField}. */
export interface LocationFieldProps {
  /** What is typed. */
  value: string;
  onChange: (value: string) => void;
  /** The current search's facets (their `location` top places are offered while empty). */
  facets: JobFacets | undefined;
  /** Search this place (an option was chosen). */
  onChoose: (place: string) => void;
}

/** The location combo box (react-aria ComboBox through the design system). */
export function LocationField({ value, onChange, facets, onChoose }: LocationFieldProps) {
  const t = useT('webMarketJobs');
  const typed = useDebouncedValue(value, SUGGESTION_DELAY_MS);
  const suggesting = value.trim().length >= LOCATION_SUGGESTION_MIN_CHARS;
  const suggestions = useJobSuggestions(typed, 'location');
  const items = useMemo<PlaceOption[]>(
    () =>
      suggesting
        ? (suggestions.data ?? [])
            .filter((s) => s.kind === 'place')
            .map((s) => ({ id: s.value, count: null }))
        : (facets?.location ?? []).map((facet) => ({ id: facet.value, count: facet.count })),
    [suggesting, suggestions.data, facets],
  );
  return (
    <ComboBox<PlaceOption>
      label={t('search.location')}
      placeholder={t('search.locationPlaceholder')}
      name="location"
      items={items}
      inputValue={value}
      onInputChange={onChange}
      selectedKey={null}
      onSelectionChange={(key) => {
        if (typeof key === 'string') {
          onChange(key);
          onChoose(key);
        }
      }}
      allowsCustomValue
      menuTrigger="focus"
      // The places are already what the text means ("nyc" → "New York, NY"): show them unfiltered.
      defaultFilter={showAll}
    >
      {(item) => (
        <ComboBoxItem id={item.id} textValue={item.id}>
          {item.count === null
            ? item.id
            : t('search.locationOption', { location: item.id, count: item.count })}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
