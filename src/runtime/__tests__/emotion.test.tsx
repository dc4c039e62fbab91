/** @jest-environment jsdom */
import * as React from 'react';
import { render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { serializeStyles } from '@emotion/serialize';
import { createBrowserEmotionCache, SERVER_STYLE_IDS_ATTRIBUTE, SERVER_WRAPPER_IDS_ATTRIBUTE } from '../emotion';

const SERVER_RULE = { color: 'rgb(1, 2, 3)' };
const Rendered = styled.p(SERVER_RULE);
const NotOnTheServer = styled.span({ color: 'rgb(4, 5, 6)' });
const WRAPPER_RULE = { margin: '7px' };
/** As MUI's Button wraps ButtonBase: a component (not itself a styled one) that renders a styled element. */
function Inner({ className, children }: { className?: string; children: React.ReactNode }) {
  return <Rendered className={className}>{children}</Rendered>;
}
const Wrapper = styled(Inner)(WRAPPER_RULE);
const wrapperName = serializeStyles([WRAPPER_RULE]).name;
const SameRuleOnAnElement = styled.div(WRAPPER_RULE);

/** Every rule in <head>, whether emotion wrote it as text or with insertRule. */
const insertedCss = () =>
  [...document.head.querySelectorAll('style')]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .join('\n');

/** What gatsby-ssr writes into <head>: the server render's CSS, its class names on our own attribute. */
function serverStyle(): HTMLStyleElement {
  const { name } = serializeStyles([SERVER_RULE]);
  const style = document.createElement('style');
  style.setAttribute(SERVER_STYLE_IDS_ATTRIBUTE, name);
  style.setAttribute(SERVER_WRAPPER_IDS_ATTRIBUTE, wrapperName);
  style.textContent = `.site-${name}{color:rgb(1, 2, 3);}`;
  return style;
}

/** Renders `ui` as hydration would: with the browser cache, created once the server's <style> is in <head>. */
function renderInBrowserCache(ui: React.ReactElement) {
  return render(<CacheProvider value={createBrowserEmotionCache()}>{ui}</CacheProvider>);
}

describe('the browser emotion cache', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("counts the server's rules as inserted: hydration adds no <style> and leaves the server's where it is", () => {
    const style = serverStyle();
    const after = document.createElement('meta');
    document.head.append(style, after);
    const { container } = renderInBrowserCache(<Rendered>tekst</Rendered>);
    expect(container.querySelector('p')?.className).toBe(`site-${serializeStyles([SERVER_RULE]).name}`);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(style.nextSibling).toBe(after);
  });

  it('still inserts the rules the server did not write', () => {
    document.head.append(serverStyle());
    renderInBrowserCache(<NotOnTheServer>nieuw</NotOnTheServer>);
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
  });

  it('does not insert a wrapper style the server saw, which reaches the page merged into the inner class', () => {
    document.head.append(serverStyle());
    const { container } = renderInBrowserCache(<Wrapper>omhuld</Wrapper>);
    const className = container.querySelector('p')?.className ?? '';
    expect(className).not.toContain(wrapperName);
    expect(insertedCss()).not.toContain(`.site-${wrapperName}`);
    // The merged class is new (not on the server), so it is inserted, wrapper rule and all.
    expect(insertedCss()).toContain(`.${className} {color: rgb(1, 2, 3); margin: 7px;}`);
  });

  it('inserts the same style when an element carries it directly', () => {
    document.head.append(serverStyle());
    const { container } = renderInBrowserCache(<SameRuleOnAnElement>direct</SameRuleOnAnElement>);
    expect(container.querySelector('div')?.className).toBe(`site-${wrapperName}`);
    expect(insertedCss()).toContain(`.site-${wrapperName} {margin: 7px;}`);
  });
});
