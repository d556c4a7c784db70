import { CircleAlert } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { form, formError as formErrorClass, formErrorIcon, formErrorList } from './Form.css.ts';
import { splitServerErrors, type ServerFieldErrors } from './serverErrors.ts';

/** Props of `Form`. */
export interface FormProps extends Omit<RACFormProps, 'className' | 'validationErrors'> {
  /**
   * Server validation errors by field `name` (e.g. `{ email: 'The email has already been taken.' }`).
   * Each shows under its field and clears as soon as the user types in that field (not when the
   * field loses focus, as RAC alone does: the message vanishing on the press of the submit button
   * moved the button from under the pointer, and that first press was lost). Errors for names no
   * field of this form renders are shown in the form-level alert instead.
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

  // Fields typed in since these errors arrived: their errors are withdrawn at once (new errors
  // start the set again).
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [errorsOfEdits, setErrorsOfEdits] = useState(validationErrors);
  if (errorsOfEdits !== validationErrors) {
    setErrorsOfEdits(validationErrors);
    setEdited(new Set());
  }
  // React's own input event (bubbled to the form), so the field's onChange and this update are
  // one batch: a native listener's update could re-render a controlled field before its onChange.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (name) setEdited((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));
  };

  // A stable object: RAC re-applies server errors whenever `validationErrors` changes identity,
  // which would undo its clearing of a field's error when the user edits that field.
  const { byField, unmatched } = useMemo(() => {
    const split = splitServerErrors(validationErrors, fieldNames);
    if (![...edited].some((name) => name in split.byField)) return split;
    const byField = Object.fromEntries(
      Object.entries(split.byField).filter(([name]) => !edited.has(name)),
    );
    return { ...split, byField };
  }, [validationErrors, fieldNames, edited]);
  const messages = [...(formError ? [formError] : []), ...unmatched];

  return (
    <RACForm
      {...props}
      // RAC's Form hands every other prop to its <form>, though its type lists only a few.
      {...({ onInput } as object)}
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
