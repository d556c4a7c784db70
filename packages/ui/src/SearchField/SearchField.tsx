import { Search, X } from 'lucide-react';
import {
  Button,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { useT } from '../i18n/index.ts';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../private/FieldParts.tsx';
import { bareInput, icon, inlineButton, shell, shellIcon } from '../private/styles.css.ts';
import { clearButton, searchField, searchInput } from './SearchField.css.ts';

/** Props of `SearchField`. */
export interface SearchFieldProps
  extends Omit<RACSearchFieldProps, 'className' | 'children'>, FieldBaseProps {
  placeholder?: string;
  className?: string;
}

/**
 * Search input (react-aria-components `SearchField`): Enter calls `onSubmit`, Escape or the clear
 * button empties it and calls `onClear`.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: SearchFieldProps) {
  const t = useT('ui');
  return (
    <RACSearchField {...props} className={[searchField, className].filter(Boolean).join(' ')}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div className={shell}>
        <Search className={shellIcon} aria-hidden="true" />
        <Input className={`${bareInput} ${searchInput}`} placeholder={placeholder} />
        <Button className={`${inlineButton} ${clearButton}`} aria-label={t('searchField.clear')}>
          <X className={icon} aria-hidden="true" />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACSearchField>
  );
}
