/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { LINK_FRAGMENT_KEY } from '../../../../lib/reports/contractorJobs';
import { STATUS_LINK_PARAMS } from '../../../../lib/reports/reportStatus';
import { takeLinkKey, useLinkKey } from '../linkKey';

const open = (address: string) => window.history.replaceState({ key: 'gatsby' }, '', address);

describe('the key of a signed link', () => {
  beforeEach(() => sessionStorage.clear());

  it('is read under the one name the status links and the repair loop’s links share', () => {
    expect(STATUS_LINK_PARAMS.token).toBe(LINK_FRAGMENT_KEY);
  });

  it('comes off the address bar at once, keeping the path, the query and the history state', () => {
    open(`/aannemer?x=1#${LINK_FRAGMENT_KEY}=42.1767225600.abc_DEF-123`);
    expect(takeLinkKey('/aannemer')).toBe('42.1767225600.abc_DEF-123');
    expect(window.location.href).toBe('http://localhost/aannemer?x=1');
    expect(window.history.state).toEqual({ key: 'gatsby' });
  });

  it('survives a reload from this tab’s storage, per page, and a newer link replaces it', () => {
    open(`/aannemer#${LINK_FRAGMENT_KEY}=eerste`);
    takeLinkKey('/aannemer');
    open('/aannemer');
    expect(takeLinkKey('/aannemer')).toBe('eerste');
    open('/melden/opgelost');
    expect(takeLinkKey('/melden/opgelost')).toBeNull();
    open(`/aannemer#${LINK_FRAGMENT_KEY}=tweede`);
    expect(takeLinkKey('/aannemer')).toBe('tweede');
    open('/aannemer');
    expect(takeLinkKey('/aannemer')).toBe('tweede');
  });

  it('leaves another page’s address alone, and keeps any other part of the fragment', () => {
    open(`/melden#${LINK_FRAGMENT_KEY}=niet-van-mij`);
    expect(takeLinkKey('/aannemer')).toBeNull();
    expect(window.location.hash).toBe(`#${LINK_FRAGMENT_KEY}=niet-van-mij`);
    open(`/aannemer#${LINK_FRAGMENT_KEY}=sleutel&anker=1`);
    expect(takeLinkKey('/aannemer')).toBe('sleutel');
    expect(window.location.hash).toBe('#anker=1');
  });

  it('treats an empty key as none, but still removes it', () => {
    open(`/melden/doorsturen#${LINK_FRAGMENT_KEY}=`);
    expect(takeLinkKey('/melden/doorsturen')).toBeNull();
    expect(window.location.hash).toBe('');
  });

  it('is undefined in the first render, like the server HTML, then the key', () => {
    open(`/melden/opgelost#${LINK_FRAGMENT_KEY}=bewoner`);
    const seen: Array<string | null | undefined> = [];
    let result!: { current: string | null | undefined };
    act(() => {
      ({ result } = renderHook(() => {
        const key = useLinkKey('/melden/opgelost');
        seen.push(key);
        return key;
      }));
    });
    expect(seen[0]).toBeUndefined();
    expect(result.current).toBe('bewoner');
    expect(window.location.hash).toBe('');
  });
});
