import * as React from 'react';
import { repairLoopTexts as texts } from '../../../lib/uiText/repairLoopMessages';
import type { JobChangeAnswer } from '../../../lib/reports/contractorJobs';
import type { ApiAnswer } from '../jsonApi';
import { useLinkKey } from './linkKey';

/** What a change came to, in a sentence. */
export interface Notice {
  severity: 'success' | 'info' | 'error';
  text: string;
}

export type JobPageState<V> =
  { kind: 'loading' } | { kind: 'refused'; message: string } | { kind: 'ready'; view: V; token: string };

/**
 * A page opened from a signed link: its key (useLinkKey), the view the server answers for it, and `change`, which
 * sends one change and shows the outcome. After every change the notice takes the focus, so keyboard and
 * screen-reader users land on the answer (the buttons they used may be gone with the new view).
 */
export function useJobPage<V>(page: string, load: (token: string) => Promise<ApiAnswer<V>>) {
  const key = useLinkKey(page);
  const [state, setState] = React.useState<JobPageState<V>>({ kind: 'loading' });
  const [notice, setNotice] = React.useState<Notice | null>(null);
  const [busy, setBusy] = React.useState(false);
  const noticeRef = React.useRef<HTMLDivElement>(null);
  const loadView = React.useRef(load);
  // `busy` as of this render: two changes that come in one tick (forms that await their check) both see it false.
  const sending = React.useRef(false);

  React.useEffect(() => {
    if (key === undefined) return undefined;
    let current = true;
    const answer = key === null ? Promise.resolve(null) : loadView.current(key);
    void answer.then((view) => {
      if (!current) return;
      setState(
        !key || !view
          ? { kind: 'refused', message: texts.missing }
          : view.ok
            ? { kind: 'ready', view: view.value, token: key }
            : { kind: 'refused', message: view.message ?? texts.failed },
      );
    });
    return () => {
      current = false;
    };
  }, [key]);

  React.useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  /** Sends a change with the page's key; `say` words a success. Resolves whether the server accepted it. */
  const change = async (
    send: (token: string) => Promise<ApiAnswer<JobChangeAnswer<V>>>,
    say: (answer: JobChangeAnswer<V>) => Notice,
  ): Promise<boolean> => {
    if (state.kind !== 'ready' || sending.current) return false;
    sending.current = true;
    setBusy(true);
    setNotice(null);
    const answer = await send(state.token);
    sending.current = false;
    setBusy(false);
    if (answer.ok) setState({ kind: 'ready', view: answer.value.view, token: state.token });
    setNotice(answer.ok ? say(answer.value) : { severity: 'error', text: answer.message ?? texts.changeFailed });
    return answer.ok;
  };

  return { state, notice, noticeRef, busy, change };
}
