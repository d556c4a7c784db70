import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import * as styles from './styles.css.ts';

/** A field's error message: fixed text, or computed from RAC's validation result. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

/** Props shared by every labelled form field of the library. */
export interface FieldBaseProps {
  /** Visible label. Give an `aria-label` instead only when the context names the field. */
  label?: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * Error shown when the field is invalid. Defaults to the validation errors themselves (native
   * constraint messages, `validate` results or the server's errors from `Form.validationErrors`).
   */
  errorMessage?: FieldErrorMessage;
}

/** Field label with a visual required marker (RAC already exposes `required` to assistive tech). */
export function FieldLabel({
  children,
  isRequired,
}: {
  children: ReactNode;
  isRequired?: boolean;
}) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

/** Description and error slots of a field. */
export function FieldHelp({ description, errorMessage }: Omit<FieldBaseProps, 'label'>) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>
        {(validation) => {
          const message =
            typeof errorMessage === 'function'
              ? errorMessage(validation)
              : (errorMessage ?? validation.validationErrors.join(' '));
          // Invalid without a message (e.g. `isInvalid` alone): the red border says it.
          if (message === '' || message === null || message === undefined) return null;
          return (
            <>
              <CircleAlert className={styles.icon} aria-hidden="true" />
              <span>{message}</span>
            </>
          );
        }}
      </FieldError>
    </>
  );
}

/**
 * The inside of a group of options (`RadioGroup`, `CheckboxGroup`): the group's label, its options
 * in a column (a row when the group is horizontal), then its help and error.
 */
export function OptionsFieldBody({
  label,
  isRequired,
  description,
  errorMessage,
  children,
}: FieldBaseProps & { isRequired?: boolean; children?: ReactNode }) {
  return (
    <>
      {label ? <FieldLabel isRequired={isRequired}>{label}</FieldLabel> : null}
      <div className={styles.options}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </>
  );
}
