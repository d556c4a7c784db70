import { Check, ChevronDown, Globe } from 'lucide-react';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { supportedLanguages, useT, type LanguageCode } from '../i18n/index.ts';
import { item, itemCheck, label as labelClass, popover } from '../private/styles.css.ts';
import * as styles from './LanguagePicker.css.ts';

/** Props of `LanguagePicker`. */
export interface LanguagePickerProps {
  /**
   * The chosen language (the app persists it, R-UI-2).
   * @default 'en'
   */
  value?: LanguageCode;
  /**
   * Called with the chosen language code.
   * @default undefined
   */
  onChange?: (language: LanguageCode) => void;
  /**
   * Show the "Language" label above the picker; hidden it still names the control.
   * @default true
   */
  showLabel?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
}

/**
 * The language picker of R-UI-2: a react-aria-components `Select` listing the supported
 * languages (English only, default `en`). Opens with Enter, Space or Alt+Down; type-ahead and
 * arrow keys come from react-aria.
 */
export function LanguagePicker({
  value = 'en',
  onChange,
  showLabel = true,
  isDisabled,
  className,
}: LanguagePickerProps) {
  const t = useT('shell');
  return (
    <Select
      className={[styles.root, className].filter(Boolean).join(' ')}
      selectedKey={value}
      onSelectionChange={(key) => {
        const match = supportedLanguages.find((language) => language.code === key);
        if (match) onChange?.(match.code);
      }}
      isDisabled={isDisabled}
      aria-label={showLabel ? undefined : t('languagePicker.label')}
    >
      {showLabel ? <Label className={labelClass}>{t('languagePicker.label')}</Label> : null}
      <Button className={styles.trigger}>
        <Globe className={styles.icon} aria-hidden="true" />
        <SelectValue className={styles.value} />
        <ChevronDown className={styles.icon} aria-hidden="true" />
      </Button>
      <Popover className={popover}>
        <ListBox items={supportedLanguages}>
          {(language) => (
            <ListBoxItem id={language.code} textValue={language.label} className={item}>
              {({ isSelected }) => (
                <>
                  <span lang={language.code}>{language.label}</span>
                  {isSelected ? <Check className={itemCheck} size={16} aria-hidden="true" /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
