/** On each question's button on /faq: the inline script below opens and closes its answer. */
export const FAQ_QUESTION_ATTRIBUTE = 'data-faq-question';

/**
 * The FAQ's questions open and close without React: one document-level listener sets the button's `aria-expanded` and
 * its answer's `hidden` (the APG accordion's markup, drawn by the server). Inlined in every page's <head>, so it
 * listens before any bundle has come and after a client-side navigation to /faq alike: a tap is answered at once, as a
 * plain button is. The questions are server HTML React never hydrates (a static island), so no React state disagrees.
 * Its own source, so it must stay plain ES2017 without imports.
 */
export function answerFaqQuestions(attribute: string): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`button[${attribute}]`) : null;
    const answer = button ? document.getElementById(button.getAttribute('aria-controls') || '') : null;
    if (!button || !answer) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    answer.hidden = !open;
  });
}

export const faqDisclosureScript = `(${answerFaqQuestions.toString()})(${JSON.stringify(FAQ_QUESTION_ATTRIBUTE)});`;
