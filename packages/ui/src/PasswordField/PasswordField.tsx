import { Check, Eye, EyeOff, X } from 'lucide-react';
import { useId, useState } from 'react';
import {
  Button,
  Group,
  Input,
  TextField as RACTextField,
  VisuallyHidden,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { useT } from '../i18n/index.ts';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../private/FieldParts.tsx';
import { bareInput, field, icon, inlineButton, shell } from '../private/styles.css.ts';
import { checkPassword, passwordRules } from './checkPassword.ts';
import { checklist, rule, ruleIcon } from './PasswordField.css.ts';

/** Props of `PasswordField`. */
export interface PasswordFieldProps
  extends Omit<RACTextFieldProps, 'className' | 'children' | 'type'>, FieldBaseProps {
  placeholder?: string;
  /**
   * Shows the live checklist of the R-VALID-1 rules under the field (registration, password change)
   * and makes the field invalid on submit while a rule is unmet. Off for sign-in.
   * @default false
   */
  showRequirements?: boolean;
  /**
   * `autocomplete` hint: `current-password` to sign in, `new-password` to register.
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
  className?: string;
}

/**
 * Password input with a show/hide toggle and, optionally, the live checklist of R-VALID-1
 * ("Must be at least 8 characters", "Must contain uppercase letter", ...), each rule ticked as it
 * is met. The checklist is linked to the input with `aria-describedby`.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  showRequirements = false,
  autoComplete = 'current-password',
  className,
  validate,
  ...props
}: PasswordFieldProps) {
  const t = useT('validation');
  const tUi = useT('ui');
  const checklistId = useId();
  const [visible, setVisible] = useState(false);
  const [uncontrolled, setUncontrolled] = useState(props.defaultValue ?? '');
  const value = props.value ?? uncontrolled;
  const result = checkPassword(value);

  return (
    <RACTextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      aria-describedby={
        [props['aria-describedby'], showRequirements ? checklistId : undefined]
          .filter(Boolean)
          .join(' ') || undefined
      }
      onChange={(next) => {
        setUncontrolled(next);
        props.onChange?.(next);
      }}
      validate={(next) => {
        const own = validate?.(next);
        if (own) return own;
        if (!showRequirements || next === '') return null;
        // The checklist names each failing rule; the error only says that one fails.
        return checkPassword(next).failed.length ? t('password.notMet') : null;
      }}
      className={[field, className].filter(Boolean).join(' ')}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Group className={shell}>
        <Input className={bareInput} placeholder={placeholder} spellCheck={false} />
        <Button
          className={inlineButton}
          // One name, state in aria-pressed (APG toggle button pattern).
          aria-label={tUi('passwordField.show')}
          aria-pressed={visible}
          isDisabled={props.isDisabled}
          onPress={() => setVisible((v) => !v)}
        >
          {visible ? (
            <EyeOff className={icon} aria-hidden="true" />
          ) : (
            <Eye className={icon} aria-hidden="true" />
          )}
        </Button>
      </Group>
      {showRequirements ? (
        <ul id={checklistId} className={checklist} aria-label={t('password.checklistLabel')}>
          {passwordRules.map((r) => {
            const met = result.rules[r];
            const Icon = met ? Check : X;
            return (
              <li key={r} className={rule} data-met={met || undefined} data-rule={r}>
                <Icon className={ruleIcon} aria-hidden="true" />
                <span>
                  {t(`password.${r}`)}
                  <VisuallyHidden>
                    {' '}
                    ({met ? t('password.ruleMet') : t('password.ruleNotMet')})
                  </VisuallyHidden>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
