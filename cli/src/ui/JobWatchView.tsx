import { Box, Text } from 'ink';
import { Spinner } from '@inkjs/ui';
import type { JobWatchState } from '../watch/job-watch.js';
import { formatElapsed } from '../watch/elapsed.js';

export interface JobWatchViewProps {
  readonly state: JobWatchState;
  readonly elapsedMs: number;
}

const outcomeColour = { running: 'cyan', succeeded: 'green', failed: 'red' } as const;

/** One job being solved: a spinner while it runs, its status, the elapsed time, the solver's word. */
export function JobWatchView({ state, elapsedMs }: JobWatchViewProps) {
  const status = state.status ?? 'connecting';
  const detail = state.outcome === 'failed' ? (state.message ?? state.result) : state.message;
  return (
    <Box flexDirection="column">
      <Box gap={1}>
        {state.outcome === 'running' ? (
          <Spinner />
        ) : (
          <Text color={outcomeColour[state.outcome]}>{state.outcome === 'succeeded' ? '✔' : '✖'}</Text>
        )}
        <Text bold>{state.jobRefNo}</Text>
        <Text color={outcomeColour[state.outcome]}>{status}</Text>
        <Text dimColor>{formatElapsed(elapsedMs)}</Text>
      </Box>
      {detail ? (
        <Box marginLeft={2}>
          <Text dimColor>{detail}</Text>
        </Box>
      ) : null}
    </Box>
  );
}
