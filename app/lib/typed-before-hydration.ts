/**
 * What a member typed (or the browser's password manager filled in) before the page hydrated.
 * The server-rendered form is usable at once, but our fields are controlled by React state that
 * starts empty: hydration left the state empty and the next render wiped what was typed — on a
 * slow phone the e-mail address and password of /login were gone by the time the page became
 * interactive. So from the start of the client script until hydration every field's latest value
 * is noted, and afterwards each one that differs from what the server sent is put back through
 * the field's own onChange, as if typed again.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const typed = new Map<Field, string | boolean>();
let watching = false;

function isField(el: EventTarget | null): el is Field {
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
}

const isToggle = (el: Field) => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
const skipped = (el: Field) => el instanceof HTMLInputElement && (el.type === 'file' || el.type === 'hidden');

/** The field's value now, if it differs from the server's HTML; undefined when it does not. */
function changedValue(el: Field): string | boolean | undefined {
  if (skipped(el)) return undefined;
  if (isToggle(el)) {
    const input = el as HTMLInputElement;
    return input.checked !== input.defaultChecked ? input.checked : undefined;
  }
  if (el instanceof HTMLSelectElement) {
    // Without a `selected` attribute the browser shows the first option: that is the server's too.
    const served = Math.max(
      0,
      Array.from(el.options).findIndex((o) => o.defaultSelected),
    );
    return el.selectedIndex !== served ? el.value : undefined;
  }
  return el.value !== el.defaultValue ? el.value : undefined;
}

function note(event: Event): void {
  const el = event.target;
  if (!isField(el)) return;
  const value = changedValue(el);
  if (value === undefined) typed.delete(el);
  else typed.set(el, value);
}

/** Called by app/entry.client.tsx before hydrateRoot. */
export function watchTypedBeforeHydration(doc: Document = document): void {
  if (watching) return;
  watching = true;
  for (const el of Array.from(doc.querySelectorAll<Field>('input, textarea, select'))) {
    const value = changedValue(el);
    if (value !== undefined) typed.set(el, value);
  }
  doc.addEventListener('input', note, true);
  doc.addEventListener('change', note, true);
  // app/root.tsx marks the page hydrated (html[data-hydrated]) in its first effect: then put back.
  const marked = new MutationObserver(() => {
    if (!doc.documentElement.hasAttribute('data-hydrated')) return;
    marked.disconnect();
    restoreTypedBeforeHydration(doc);
  });
  marked.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/** The element that stands for `el` after hydration: itself, or its replacement with the same id. */
function current(el: Field, doc: Document): Field | null {
  if (el.isConnected) return el;
  // By id only: a name is shared by a radio group, or by two forms on one page.
  const found = el.id ? doc.getElementById(el.id) : null;
  return isField(found) ? found : null;
}

/**
 * Once the page has hydrated: puts the noted values back. The value is set
 * past React's tracker of the last value it saw (the instance setter first, then the prototype's),
 * so the event reaches the field's onChange even when the DOM still shows the typed text.
 */
function restoreTypedBeforeHydration(doc: Document = document): void {
  if (!watching) return;
  watching = false;
  doc.removeEventListener('input', note, true);
  doc.removeEventListener('change', note, true);
  for (const [noted, value] of typed) {
    const el = current(noted, doc);
    if (!el || el.disabled) continue;
    if (typeof value === 'boolean') {
      const input = el as HTMLInputElement;
      // The radio the member chose is put back; the one it replaced follows (a click cannot uncheck a radio).
      if (input.type === 'radio' && !value) continue;
      // A click toggles and tells React; the server's state is what React rendered.
      if (input.checked === value) input.checked = !value;
      input.click();
      continue;
    }
    const proto =
      el instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : el instanceof HTMLTextAreaElement
          ? HTMLTextAreaElement.prototype
          : HTMLInputElement.prototype;
    const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    if (!setter) continue;
    // Through React's tracker: a value other than the one to restore (selects have no tracker).
    if (!(el instanceof HTMLSelectElement)) el.value = value === '' ? ' ' : '';
    setter.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  typed.clear();
}
