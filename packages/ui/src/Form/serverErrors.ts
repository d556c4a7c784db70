/** Server validation errors by field name, as RAC's `Form.validationErrors` takes them. */
export type ServerFieldErrors = Record<string, string | string[]>;

/**
 * Splits server errors into the ones a rendered field can show and the rest, so that an error for
 * a field the form does not render (or a misspelt key) is shown at form level instead of being lost.
 *
 * @param errors errors by field name
 * @param fieldNames names of the fields the form renders
 */
export function splitServerErrors(
  errors: ServerFieldErrors | undefined,
  fieldNames: ReadonlySet<string>,
): { byField: ServerFieldErrors; unmatched: string[] } {
  const byField: ServerFieldErrors = {};
  const unmatched: string[] = [];
  for (const [name, value] of Object.entries(errors ?? {})) {
    const messages = (Array.isArray(value) ? value : [value]).filter((m) => m.trim() !== '');
    if (messages.length === 0) continue;
    if (fieldNames.has(name)) byField[name] = messages;
    else unmatched.push(...messages);
  }
  return { byField, unmatched };
}
