/** @jest-environment jsdom */
import * as React from 'react';
import { render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { serializeStyles } from '@emotion/serialize';
import { createBrowserEmotionCache, SERVER_STYLE_IDS_ATTRIBUTE } from '../emotionCache';

const SERVER_RULE = { color: 'rgb(1, 2, 3)' };
const Rendered = styled.p(SERVER_RULE);
const NotOnTheServer = styled.span({ color: 'rgb(4, 5, 6)' });

/** What gatsby-ssr writes into <head>: the server render's CSS, its class names on our own attribute. */
function serverStyle(): HTMLStyleElement {
  const { name } = serializeStyles([SERVER_RULE]);
  const style = document.createElement('style');
  style.setAttribute(SERVER_STYLE_IDS_ATTRIBUTE, name);
  style.textContent = `.site-${name}{color:rgb(1, 2, 3);}`;
  return style;
}

describe('the browser emotion cache', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("counts the server's rules as inserted: hydration adds no <style> and leaves the server's where it is", () => {
    const style = serverStyle();
    const after = document.createElement('meta');
    document.head.append(style, after);
    const { container } = render(
      <CacheProvider value={createBrowserEmotionCache()}>
        <Rendered>tekst</Rendered>
      </CacheProvider>,
    );
    expect(container.querySelector('p')?.className).toBe(`site-${serializeStyles([SERVER_RULE]).name}`);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(style.nextSibling).toBe(after);
  });

  it('still inserts the rules the server did not write', () => {
    document.head.append(serverStyle());
    render(
      <CacheProvider value={createBrowserEmotionCache()}>
        <NotOnTheServer>nieuw</NotOnTheServer>
      </CacheProvider>,
    );
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
  });
});
