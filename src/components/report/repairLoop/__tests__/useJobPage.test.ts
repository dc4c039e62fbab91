/**
 * @jest-environment jsdom
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { LINK_FRAGMENT_KEY } from '../../../../lib/reports/jobLinks';
import type { JobChangeAnswer } from '../../../../lib/reports/contractorJobs';
import type { ApiAnswer } from '../../jsonApi';
import { useJobPage } from '../useJobPage';

type View = { state: string };
const answered = (state: string): ApiAnswer<JobChangeAnswer<View>> =>
  ({ ok: true, value: { status: 'changed', view: { state } } }) as ApiAnswer<JobChangeAnswer<View>>;

describe('useJobPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends one change at a time, also when two come in the same tick (a form awaiting its check)', async () => {
    window.history.replaceState(null, '', `/aannemer#${LINK_FRAGMENT_KEY}=sleutel`);
    const load = jest.fn(async () => ({ ok: true, value: { state: 'sent' } }) as ApiAnswer<View>);
    const { result } = renderHook(() => useJobPage('/aannemer', load));
    await waitFor(() => expect(result.current.state.kind).toBe('ready'));
    const pending: ((answer: ApiAnswer<JobChangeAnswer<View>>) => void)[] = [];
    const send = jest.fn(() => new Promise<ApiAnswer<JobChangeAnswer<View>>>((resolve) => pending.push(resolve)));
    const say = () => ({ severity: 'success' as const, text: 'Gedaan' });
    let outcomes!: Promise<boolean[]>;
    act(() => {
      const { change } = result.current;
      outcomes = Promise.all([change(send, say), change(send, say)]);
    });
    await act(async () => pending.forEach((finish) => finish(answered('declined'))));
    expect(await outcomes).toEqual([true, false]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('sleutel');
  });
});
