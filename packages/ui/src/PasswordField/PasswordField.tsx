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
import { checklist, rule, ruleIcon } from './PasswordField.css.ts';

/**
 * One password requirement the checklist shows: the web app passes the API's own rules
 * (`PASSWORD_RULES` of `@hireloop/api/rules`), so the field and the server judge alike.
 */
export interface PasswordRequirement {
  /** Stable id, written on the checklist item as `data-rule`. */
  readonly id: string;
  /** What the checklist says, e.g. "Must contain number". */
  readonly message: string;
  /** Whether `password` meets it. */
  test(password: string): boolean;
}

/** Props of `PasswordField`. */
export interface PasswordFieldProps
  extends Omit<RACTextFieldProps, 'className' | 'children' | 'type'>, FieldBaseProps {
  placeholder?: string;
  /**
   * The requirements a new password must meet (registration, password change): shown as a live
   * checklist under the field, in this order, and the field is invalid on submit while one is
   * unmet. Leave it out to sign in (no checklist).
   * @default undefined
   */
  requirements?: readonly PasswordRequirement[];
  /**
   * `autocomplete` hint: `current-password` to sign in, `new-password` to register.
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
  className?: string;
}

/**
 * Password input with a show/hide toggle and, optionally, a live checklist of `requirements`
 * ("Must be at least 8 characters", "Must contain uppercase letter", ...), each ticked as it is
 * met. The checklist is linked to the input with `aria-describedby`.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  requirements,
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
  const showRequirements = requirements !== undefined && requirements.length > 0;

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
        return requirements.every((requirement) => requirement.test(next))
          ? null
          : t('password.notMet');
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
          {requirements.map((requirement) => {
            const met = requirement.test(value);
            const Icon = met ? Check : X;
            return (
              <li
                key={requirement.id}
                className={rule}
                data-met={met || undefined}
                data-rule={requirement.id}
              >
                <Icon className={ruleIcon} aria-hidden="true" />
                <span>
                  {requirement.message}
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
