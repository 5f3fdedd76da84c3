import { useEffect, useLayoutEffect, useState } from 'react';

/**
 * Calls `fn` once calls have stopped for `ms`, with the last arguments; `cancel` drops a
 * pending call, `flush` makes it now.
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = () => {
    clearTimeout(timer);
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    clearTimeout(timer);
    pending = args;
    timer = setTimeout(run, ms);
  };
  debounced.cancel = () => {
    clearTimeout(timer);
    pending = undefined;
  };
  debounced.flush = run;
  return debounced;
}

/**
 * `debounce` for a component: the same function for the component's life, calling the latest
 * `fn` given; a call still pending when the component goes is dropped.
 */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  const [debounced] = useState(() => {
    let latest = fn;
    return Object.assign(
      debounce((...args: A) => latest(...args), ms),
      { use: (next: (...args: A) => void) => void (latest = next) },
    );
  });
  useLayoutEffect(() => debounced.use(fn));
  useEffect(() => () => debounced.cancel(), [debounced]);
  return debounced as ReturnType<typeof debounce<A>>;
}
