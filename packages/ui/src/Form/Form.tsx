import { CircleAlert } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { form, formError as formErrorClass, formErrorIcon, formErrorList } from './Form.css.ts';
import { splitServerErrors, type ServerFieldErrors } from './serverErrors.ts';

/** Props of `Form`. */
export interface FormProps extends Omit<RACFormProps, 'className' | 'validationErrors'> {
  /**
   * Server validation errors by field `name` (e.g. `{ email: 'The email has already been taken.' }`).
   * Each shows under its field and clears when the user edits that field (RAC behaviour). Errors
   * for names no field of this form renders are shown in the form-level alert instead.
   */
  validationErrors?: ServerFieldErrors;
  /**
   * A message about the whole form, shown above the fields in an alert: e.g. the spec's fallback
   * "Registration failed. Please try again." (R-VALID-3).
   */
  formError?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * Form wrapping react-aria-components' `Form`: native validation on submit, server errors by
 * field through `validationErrors`, and a form-level error announced with `role="alert"`.
 */
export function Form({ validationErrors, formError, children, className, ...props }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const [fieldNames, setFieldNames] = useState<ReadonlySet<string>>(new Set());

  // Which fields exist is only known once rendered; re-read when the errors change.
  useLayoutEffect(() => {
    const names = new Set<string>();
    for (const element of Array.from(ref.current?.elements ?? [])) {
      const name = element.getAttribute('name');
      if (name) names.add(name);
    }
    // Measuring the rendered DOM, the documented use of a layout effect followed by setState.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFieldNames((prev) =>
      prev.size === names.size && [...names].every((n) => prev.has(n)) ? prev : names,
    );
  }, [validationErrors, children]);

  // A stable object: RAC re-applies server errors whenever `validationErrors` changes identity,
  // which would undo its clearing of a field's error when the user edits that field.
  const { byField, unmatched } = useMemo(
    () => splitServerErrors(validationErrors, fieldNames),
    [validationErrors, fieldNames],
  );
  const messages = [...(formError ? [formError] : []), ...unmatched];

  return (
    <RACForm
      {...props}
      ref={ref}
      validationErrors={byField}
      className={[form, className].filter(Boolean).join(' ')}
    >
      {messages.length > 0 ? (
        <div role="alert" className={formErrorClass}>
          <CircleAlert className={formErrorIcon} aria-hidden="true" />
          {messages.length === 1 ? (
            <div>{messages[0]}</div>
          ) : (
            <ul className={formErrorList}>
              {messages.map((m, i) => (
                <li key={i}>{m}</li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {children}
    </RACForm>
  );
}
