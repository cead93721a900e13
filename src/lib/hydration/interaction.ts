import type { ClientDirective } from 'astro';
import { AWAITING_ATTRIBUTE, type InteractionOptions } from './options.ts';
import { isAwake, WAKE_EVENT } from './wake.ts';

/**
 * The `client:interaction` directive (options.ts): no control is dead while its island's script is
 * on its way. A click on the island before it has hydrated is held (its default action and its
 * propagation stopped) and dispatched again, once, when it has; a double click counts once. A
 * link inside the island goes where it points without waiting.
 */
const STARTERS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'click'] as const;
const FIELDS = 'input, textarea, select';
const UNTYPED = new Set([
  'checkbox',
  'radio',
  'file',
  'hidden',
  'submit',
  'button',
  'reset',
  'image',
]);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function typedInto(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && UNTYPED.has(field.type)) return false;
  return field.value !== field.defaultValue;
}

/**
 * React hydrates the field keeping what the reader typed, but its state still holds the server's
 * value: the text is handed over as one input event React can see, with the caret left in place.
 */
function handOver(field: Field) {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const typed = field.value;
  const caret =
    document.activeElement === field ? [field.selectionStart, field.selectionEnd] : null;
  // React notes values assigned through the element; the prototype's setter passes it by.
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (caret) {
    try {
      field.setSelectionRange(caret[0] ?? null, caret[1] ?? null);
    } catch {
      // Some input types (email, number) have no selection.
    }
  }
}

const interact: ClientDirective = (load, options, island) => {
  const opts: InteractionOptions =
    typeof options.value === 'object' && options.value !== null ? options.value : {};
  const held: { control: Element; target: Element; click: MouseEvent }[] = [];
  let started = false;

  const concerns = (target: EventTarget | null): target is Element =>
    target instanceof Element &&
    (island.contains(target) || (!!opts.triggers && target.closest(opts.triggers) !== null));

  const hold = (click: MouseEvent, target: Element) => {
    const link = target.closest('a[href]');
    const trigger = opts.triggers ? target.closest(opts.triggers) : null;
    if (link && island.contains(link) && !trigger) return;
    click.preventDefault();
    click.stopImmediatePropagation();
    const control = target.closest('button, a, input, select, textarea, label, summary') ?? target;
    if (!held.some((entry) => entry.control === control)) held.push({ control, target, click });
  };

  const onEvent = (event: Event) => {
    if (!concerns(event.target)) return;
    if (event.type === 'click') hold(event as MouseEvent, event.target);
    void start();
  };

  let observer: IntersectionObserver | undefined;
  const stopListening = () => {
    for (const type of STARTERS) window.removeEventListener(type, onEvent, true);
    removeEventListener(WAKE_EVENT, onWake);
  };

  /**
   * React hydrates an island in slices; a discrete event inside it makes React finish at once
   * and run its effects before handling the event. 'auxclick' is one no island listens to.
   */
  const settle = () => {
    island.querySelector('*')?.dispatchEvent(new MouseEvent('auxclick', { bubbles: true }));
  };

  const replay = () => {
    const fields = [...island.querySelectorAll<Field>(FIELDS)].filter(typedInto);
    if (fields.length === 0 && held.length === 0) return;
    settle();
    for (const field of fields) handOver(field);
    for (const { target, click } of held.splice(0)) {
      if (target.isConnected) target.dispatchEvent(new MouseEvent('click', click));
    }
  };

  async function start() {
    if (started) return;
    started = true;
    observer?.disconnect();
    island.removeAttribute(AWAITING_ATTRIBUTE);
    const hydrate = await load();
    await hydrate();
    stopListening();
    replay();
  }

  function onWake(event: Event) {
    if ((event as CustomEvent<string>).detail === opts.wake) void start();
  }

  for (const type of STARTERS) window.addEventListener(type, onEvent, true);
  if (opts.load || (opts.wake && isAwake(opts.wake))) {
    void start();
    return;
  }
  if (opts.wake) addEventListener(WAKE_EVENT, onWake);
  if (!opts.visible) {
    island.setAttribute(AWAITING_ATTRIBUTE, '');
    return;
  }
  // Marked as waiting only once it is known not to be in view, so nothing waits for it by mistake.
  observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) void start();
    else if (!started) island.setAttribute(AWAITING_ATTRIBUTE, '');
  });
  for (const child of island.children) observer.observe(child);
};

export default interact;
