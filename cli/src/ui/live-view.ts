import type { ReactElement } from 'react';
import { render, type Instance } from 'ink';
import type { Writable } from 'node:stream';

/** A view redrawn in place on a terminal (Ink); `finish` draws the last frame and lets go. */
export interface LiveView<S> {
  update(state: S): void;
  finish(state: S): void;
}

export function renderLive<S>(
  stdout: Writable,
  view: (state: S) => ReactElement,
  initial: S,
  tickMs = 250,
): LiveView<S> {
  let state = initial;
  const instance: Instance = render(view(state), {
    stdout: stdout as NodeJS.WriteStream,
    patchConsole: false,
    exitOnCtrlC: true,
  });
  // Elapsed time moves even when nothing new arrives.
  const ticker = setInterval(() => instance.rerender(view(state)), tickMs);
  return {
    update(next) {
      state = next;
      instance.rerender(view(state));
    },
    finish(last) {
      clearInterval(ticker);
      state = last;
      instance.rerender(view(state));
      instance.unmount();
    },
  };
}
