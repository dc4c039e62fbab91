import {
  ANSWERED_INLINE_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
  REACT_STARTED_ATTRIBUTE,
  WAITING_ISLAND_SELECTOR,
} from './markers';

/** What a visitor can press that is not a link. */
export const HELD_CONTROLS = 'button,[role="button"],[role="tab"],[role="switch"]';

export interface EarlyTapConfig {
  heldControls: string;
  /** Controls an inline script of the page answers, or a part of the page with such controls: never held. */
  answeredInline: string;
  reactStarted: string;
  islandReady: string;
  waitingIsland: string;
}

/**
 * No tap lost while the page starts. From the moment React's root exists it handles a tap itself, hydrating the
 * region under the finger first. What it cannot answer yet is held here: a click on a button, tab or switch (or a
 * form submit) made before React runs, or inside a deferred island whose code is still on its way. The latest such
 * action is replayed once, as soon as what it waits for is there: the event-replay idea of Angular's and Qwik's event
 * contracts. Links are never held: they work natively, and so does a button with an invoker command the browser runs
 * itself, or anything in a part of the page an inline script answers (ANSWERED_INLINE_ATTRIBUTE).
 * A radio button or checkbox ticked meanwhile (directly or through its label) is state, not an action: the browser's
 * change is undone, since React's state would not know it, and the choices the visitor left are made again once the
 * island answers, before the held action (a submit then sends them).
 *
 * Inlined in <head> as its source text (earlyTapScript), so it must stay self-contained, plain ES2017: no imports,
 * no syntax that compiles to a helper.
 */
export function holdEarlyTaps(config: EarlyTapConfig): void {
  const html = document.documentElement;
  let held: { element: HTMLElement; form: HTMLFormElement | null } | null = null;
  /** Radio buttons and checkboxes to click once their island answers, in the order they were ticked. */
  let choices: HTMLInputElement[] = [];
  // Whether an element waits for React or its island's code; what an inline script answers never does.
  const waiting = (element: Element) =>
    element.closest(config.answeredInline) === null &&
    (!html.hasAttribute(config.reactStarted) || element.closest(config.waitingIsland) !== null);
  const observer = new MutationObserver(() => {
    const ready = choices.filter((input) => !waiting(input));
    choices = choices.filter((input) => waiting(input));
    ready.forEach((input) => input.click());
    if (held !== null && !waiting(held.element)) {
      const action = held;
      held = null;
      if (action.form === null) action.element.click();
      else if (action.form.requestSubmit) action.form.requestSubmit();
      else action.form.submit();
    }
    if (held === null && choices.length === 0) observer.disconnect();
  });
  /** Stops the event here and watches for what it waits for. */
  const holdEvent = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    const attributeFilter = [config.reactStarted, config.islandReady];
    observer.observe(html, { attributes: true, subtree: true, attributeFilter });
  };
  const hold = (event: Event, element: HTMLElement, form: HTMLFormElement | null) => {
    held = { element, form };
    holdEvent(event);
  };
  /** A checkbox ticked twice is as it was; a radio button replaces the earlier choice in its group. */
  const holdChoice = (event: Event, input: HTMLInputElement) => {
    const sameGroup = (other: HTMLInputElement) =>
      other === input || (input.type === 'radio' && other.name === input.name && other.form === input.form);
    const wasHeld = choices.includes(input);
    choices = choices.filter((other) => !sameGroup(other));
    // Every early change is undone (preventDefault), so the input still stands as the server drew it.
    const changes = input.type === 'checkbox' ? !wasHeld : !input.defaultChecked;
    if (changes) choices.push(input);
    holdEvent(event);
  };
  const onClick = (event: Event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && (input.type === 'radio' || input.type === 'checkbox')) {
      if (!input.disabled && waiting(input)) holdChoice(event, input);
      return;
    }
    const target = event.target instanceof Element ? event.target.closest(config.heldControls) : null;
    // A button with an invoker command (commandfor) that the browser runs itself needs no React: never held.
    const native = target !== null && target.hasAttribute('commandfor') && 'command' in target;
    if (target instanceof HTMLElement && !native && !(target as HTMLButtonElement).disabled && waiting(target))
      hold(event, target, null);
  };
  const onSubmit = (event: Event) => {
    if (event.target instanceof HTMLFormElement && waiting(event.target)) hold(event, event.target, event.target);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
}

/** The inline <head> script: holdEarlyTaps's own source, called with the page's marks (the CSP allows it by hash). */
export function earlyTapScript(): string {
  const config: EarlyTapConfig = {
    heldControls: HELD_CONTROLS,
    answeredInline: `[${ANSWERED_INLINE_ATTRIBUTE}]`,
    reactStarted: REACT_STARTED_ATTRIBUTE,
    islandReady: ISLAND_READY_ATTRIBUTE,
    waitingIsland: WAITING_ISLAND_SELECTOR,
  };
  return `(${holdEarlyTaps.toString()})(${JSON.stringify(config)});`;
}
