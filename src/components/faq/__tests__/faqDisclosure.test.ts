import { JSDOM } from 'jsdom';
import { earlyTapScript } from '../../../runtime/earlyTaps';
import { ANSWERED_INLINE_ATTRIBUTE } from '../../../runtime/markers';
import { FAQ_QUESTION_ATTRIBUTE, faqDisclosureScript } from '../faqDisclosure';

/** A page as the server draws /faq, with both scripts of <head>, before React or any bundle has come. */
function loadFaq() {
  const question = (n: number) =>
    `<h3><button type="button" id="q${n}" aria-expanded="false" aria-controls="a${n}" ${FAQ_QUESTION_ATTRIBUTE}="" ` +
    `${ANSWERED_INLINE_ATTRIBUTE}=""><span>Vraag ${n}</span></button></h3>` +
    `<div id="a${n}" role="region" aria-labelledby="q${n}" hidden><p>Antwoord ${n}</p></div>`;
  const { window } = new JSDOM(`<!doctype html><html><body><main>${question(1)}${question(2)}</main></body></html>`, {
    runScripts: 'outside-only',
  });
  window.eval(earlyTapScript());
  window.eval(faqDisclosureScript);
  const { document } = window;
  return {
    tap: (id: string) => document.querySelector<HTMLElement>(`#${id} span`)!.click(),
    state: (n: number) => [
      document.getElementById(`q${n}`)!.getAttribute('aria-expanded'),
      document.getElementById(`a${n}`)!.hidden,
    ],
  };
}

describe("the FAQ's questions, answered by the inline script", () => {
  it('open and close their own answer on a tap, before React has run', () => {
    const page = loadFaq();
    page.tap('q1');
    expect(page.state(1)).toEqual(['true', false]);
    expect(page.state(2)).toEqual(['false', true]);
    page.tap('q2');
    expect(page.state(2)).toEqual(['true', false]);
    page.tap('q1');
    expect(page.state(1)).toEqual(['false', true]);
  });
});
