/** Small DOM assertions without jest-dom. */

/** True when a control is disabled (native or ARIA). */
export function isDisabled(element: Element): boolean {
  return element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';
}

/** The text of the elements that describe `element` (its help and error messages). */
export function describedBy(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
