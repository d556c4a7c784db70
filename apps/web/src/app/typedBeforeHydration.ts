/**
 * Keeps what a visitor typed, ticked or picked on a prerendered page before its script ran (a slow
 * phone, a quick hand). Hydration leaves React's state at the rendered defaults and puts the
 * controlled fields back to them: the e-mail typed on /login vanished, a role card picked on
 * /register left Continue disabled. {@link keepInputTypedBeforeHydration} notes every field the
 * visitor changed (from the page's first paint until React has hydrated), and
 * `AfterHydration` (./AfterHydration.tsx) hands those values to React as the visitor's own input events, so every
 * form's `onChange` runs as if they had been typed after hydration.
 */
/** A form field of the prerendered page. */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor left in one field: its text, or whether it is ticked. */
type Entry = { field: Field; key: string; value: string; checked: boolean };

const FIELD_SELECTOR = 'input, textarea, select';

/**
 * A field's identity in both renders (hydration keeps the elements; this finds a field React had
 * to render again): react-aria's ids are the same on the server and after hydration; else the
 * name (and value, for a radio), else its place among the page's fields.
 */
function keyOf(field: Field, root: HTMLElement): string {
  if (field.id) return `#${field.id}`;
  if (field instanceof HTMLInputElement && field.type === 'radio' && field.name)
    return `radio:${field.name}:${field.value}`;
  if (field.name) return `name:${field.name}`;
  return `at:${[...root.querySelectorAll(FIELD_SELECTOR)].indexOf(field)}`;
}

function changedFromDefault(field: Field): boolean {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/**
 * Starts noting the fields of `root` the visitor changed: those changed already (compared with the
 * HTML's defaults), then every `input`/`change` until the returned function is called. Call it
 * right before `hydrateRoot`; pass the returned function to `AfterHydration`
 * (./AfterHydration.tsx). No React in here: main.tsx loads it as a chunk of its own. Passwords are
 * kept in memory only, never stored. @returns replays the noted values into the hydrated fields
 * (once; later calls do nothing)
 */
export function keepInputTypedBeforeHydration(root: HTMLElement): () => void {
  const entries = new Map<string, Entry>();
  const note = (field: Field) => {
    const key = keyOf(field, root);
    const checked = field instanceof HTMLInputElement && field.checked;
    entries.set(key, { field, key, value: field.value, checked });
  };
  for (const field of root.querySelectorAll<Field>(FIELD_SELECTOR))
    if (changedFromDefault(field)) note(field);
  const listener = (event: Event) => {
    if (isField(event.target)) note(event.target);
  };
  root.addEventListener('input', listener, true);
  root.addEventListener('change', listener, true);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    root.removeEventListener('input', listener, true);
    root.removeEventListener('change', listener, true);
    for (const entry of entries.values()) replay(root, entry);
  };
}

/** Gives one noted value to the hydrated field as the visitor's own input. */
function replay(root: HTMLElement, entry: Entry): void {
  const current = entry.field.isConnected
    ? entry.field
    : [...root.querySelectorAll<Field>(FIELD_SELECTOR)].find(
        (field) => keyOf(field, root) === entry.key,
      );
  if (!current) return;
  if (
    current instanceof HTMLInputElement &&
    (current.type === 'checkbox' || current.type === 'radio')
  ) {
    // The picked radio of a group carries the choice; the others follow it.
    if (current.type === 'radio' && !entry.checked) return;
    // Set through the element (React's tracker hears it), then a click toggles it natively and
    // fires the events React and react-aria listen to: they see the visitor's choice arrive.
    current.checked = !entry.checked;
    current.click();
    return;
  }
  // React tracks the value it last saw through the element's own setter: set another value that
  // way, then the visitor's through the prototype's setter, which React does not hear, so the input
  // event below reads as a change.
  current.value = entry.value === '' ? ' ' : '';
  const prototype = Object.getPrototypeOf(current) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(current, entry.value);
  current.dispatchEvent(new Event('input', { bubbles: true }));
  current.dispatchEvent(new Event('change', { bubbles: true }));
}
