/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CAROUSEL_INTERVAL_MS } from '../../../lib/constants';
import { endFirstHydration } from '../../../runtime/island';
import { PortfolioCarousel } from '../PortfolioCarousel';
import type { PortfolioCardData } from '../portfolioCard';

const item = (n: number, extra: Partial<PortfolioCardData> = {}): PortfolioCardData => ({
  id: `project-${n}`,
  title: `Residentie ${n}`,
  location: 'Aalst',
  description: `Beschrijving ${n}`,
  year: '2025',
  detailsLink: '#',
  isNieuw: true,
  kind: 'appartementen',
  voorbeeld: false,
  image: null,
  ...extra,
});

// jsdom has no PointerEvent; a MouseEvent that carries pointerType is enough for React.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

// Rendered as after a client-side navigation: static islands render their content.
beforeAll(() => endFirstHydration());

beforeEach(() => {
  jest.useFakeTimers();
  window.matchMedia = jest
    .fn()
    .mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
});
afterEach(() => jest.useRealTimers());

// The dots are hidden below 768 px by a media query, which jsdom does not evaluate.
const dot = (name: string) => screen.getByRole('button', { name, hidden: true });
const slides = (region: HTMLElement) =>
  Array.from(region.querySelectorAll<HTMLElement>('[aria-roledescription="dia"]'));
const current = (region: HTMLElement) => slides(region).find((slide) => slide.dataset.current === 'true')!;

describe('PortfolioCarousel', () => {
  it('shows a skeleton while loading and when there are no new items', () => {
    const { container, rerender } = render(<PortfolioCarousel items={undefined} label="Nieuwe projecten" />);
    expect(container.querySelector('[data-carousel-skeleton]')!.getAttribute('aria-busy')).toBe('true');
    rerender(<PortfolioCarousel items={[]} label="Nieuwe projecten" />);
    expect(container.querySelector('[data-carousel-skeleton]')!.getAttribute('aria-busy')).toBe('false');
    expect(container.querySelector('[aria-roledescription="carrousel"]')).toBeNull();
  });

  it('renders every slide with its position, the first one current, the rotation control first', () => {
    render(<PortfolioCarousel items={[item(1), item(2), item(3)]} label="Nieuwe projecten" />);
    const region = screen.getByRole('region', { name: 'Nieuwe projecten' });
    expect(region.getAttribute('aria-roledescription')).toBe('carrousel');
    expect(slides(region).map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 van 3', '2 van 3', '3 van 3']);
    expect(current(region).textContent).toContain('Residentie 1');
    expect(slides(region)[1].getAttribute('aria-hidden')).toBe('true');
    expect(within(region).getAllByRole('button')[0].getAttribute('aria-label')).toBe('Automatische weergave pauzeren');
    expect(region.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('off');
  });

  it('moves with the buttons and the dots, and becomes a polite live region when paused', () => {
    render(<PortfolioCarousel items={[item(1), item(2), item(3)]} label="Nieuwe projecten" />);
    const region = screen.getByRole('region', { name: 'Nieuwe projecten' });
    fireEvent.click(screen.getByRole('button', { name: 'Vorige dia' }));
    expect(current(region).getAttribute('aria-label')).toBe('3 van 3');
    act(() => jest.advanceTimersByTime(500));
    fireEvent.click(dot('Dia 2 van 3: Residentie 2'));
    expect(current(region).getAttribute('aria-label')).toBe('2 van 3');
    expect(dot('Dia 2 van 3: Residentie 2').getAttribute('aria-current')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Automatische weergave pauzeren' }));
    expect(screen.getByRole('button', { name: 'Automatische weergave starten' })).toBeTruthy();
    expect(region.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('polite');
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(current(region).getAttribute('aria-label')).toBe('2 van 3');
  });

  it('pauses while a mouse is over it', () => {
    render(<PortfolioCarousel items={[item(1), item(2)]} label="Nieuwe projecten" />);
    const region = screen.getByRole('region', { name: 'Nieuwe projecten' });
    // React derives enter and leave from over and out.
    fireEvent.pointerOver(region, { pointerType: 'mouse', relatedTarget: document.body });
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(current(region).getAttribute('aria-label')).toBe('1 van 2');
    fireEvent.pointerOut(region, { pointerType: 'mouse', relatedTarget: document.body });
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(current(region).getAttribute('aria-label')).toBe('2 van 2');
  });

  it('shows one slide without controls', () => {
    render(<PortfolioCarousel items={[item(1, { detailsLink: 'https://example.org/x' })]} label="Nieuwe projecten" />);
    const region = screen.getByRole('region', { name: 'Nieuwe projecten' });
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
    expect(
      within(region)
        .getByRole('link', { name: /Meer over Residentie 1/ })
        .getAttribute('target'),
    ).toBe('_blank');
  });
});
