/**
 * @jest-environment jsdom
 */

/** A fresh copy of the runtime's state and idle helpers, as on a new page load. */
async function freshModules() {
  jest.resetModules();
  const [idle, state] = await Promise.all([import('../idle'), import('../state')]);
  return { ...idle, state: state.runtimeState };
}

/** Lets promises and jsdom's idle fallback (a 1 ms timeout) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeAll(() => {
  // jsdom has no performance.mark; the runtime marks the moment the page is interactive.
  Object.defineProperty(performance, 'mark', { configurable: true, value: () => undefined });
});

describe('whenIdle', () => {
  it('runs its callback only once the page is interactive, and then in idle time', async () => {
    const { whenIdle, state } = await freshModules();
    const callback = jest.fn();
    whenIdle(callback);
    await settle();
    expect(callback).not.toHaveBeenCalled();

    state.noteProgress(1, true); // hydrated, but a 'load' island still waits for its code
    await settle();
    expect(callback).not.toHaveBeenCalled();

    state.noteProgress(-1);
    expect(callback).not.toHaveBeenCalled(); // not in the same task: in an idle period
    await settle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event when the page is still loading', async () => {
    const { whenIdle, state } = await freshModules();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const callback = jest.fn();
    whenIdle(callback);
    state.noteProgress(0, true);
    await settle();
    expect(callback).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs a callback that was cancelled, before or after the page became interactive', async () => {
    const { whenIdle, state } = await freshModules();
    const early = jest.fn();
    const late = jest.fn();
    whenIdle(early)();
    const cancelLate = whenIdle(late);
    state.noteProgress(0, true);
    cancelLate(); // cancelled in the task in which the page became interactive
    await settle();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
