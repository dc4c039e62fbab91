import { anchorScrollTop, hashTargetId, scrollBehavior, type HeaderGeometry } from '../anchorScroll';

const header: HeaderGeometry = { expandedHeight: 116, compactHeight: 66, threshold: 50 };

describe('anchorScrollTop', () => {
  it('offsets a far target by the compact header height, since the header is compact there', () => {
    expect(anchorScrollTop(1000, header, 16)).toBe(1000 - 66 - 16);
  });

  it('offsets a target near the top by the expanded header height', () => {
    // With a small compact shift: 150 - 96 - 16 = 38 lies above the threshold, where the header is still expanded.
    const smallShift: HeaderGeometry = { expandedHeight: 116, compactHeight: 96, threshold: 50 };
    expect(anchorScrollTop(150, smallShift, 16)).toBe(150 - 116 - 16);
  });

  it('never scrolls above the page', () => {
    expect(anchorScrollTop(10, header, 16)).toBe(0);
  });

  it('rounds to whole pixels', () => {
    expect(Number.isInteger(anchorScrollTop(1000.6, header, 16))).toBe(true);
  });
});

describe('scrollBehavior', () => {
  it('is smooth unless the visitor prefers reduced motion', () => {
    expect(scrollBehavior(false)).toBe('smooth');
    expect(scrollBehavior(true)).toBe('auto');
  });
});

describe('hashTargetId', () => {
  it('strips the hash sign and decodes', () => {
    expect(hashTargetId('#services')).toBe('services');
    expect(hashTargetId('#effici%C3%ABnt')).toBe('efficiënt');
  });

  it('returns null for an empty hash', () => {
    expect(hashTargetId('#')).toBeNull();
    expect(hashTargetId('')).toBeNull();
  });

  it('keeps a malformed escape as it is', () => {
    expect(hashTargetId('#100%')).toBe('100%');
  });
});
