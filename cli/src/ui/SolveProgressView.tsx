import { Box, Text } from 'ink';
import { ProgressBar } from '@inkjs/ui';
import { formatElapsed } from '../watch/elapsed.js';

export interface SolveProgressState {
  readonly instance: string;
  readonly elapsedMs: number;
  /** Null: the search runs on an iteration budget alone. */
  readonly timeLimitMs: number | null;
  readonly maxIterations?: number;
  readonly bestCost: number | null;
  readonly vehicles: number | null;
  readonly unassigned: number | null;
  readonly iteration: number;
  readonly done: boolean;
}

/** The optimizer at work: time (or iterations) used of its budget as a bar, the best plan so far. */
export function SolveProgressView({ state }: { readonly state: SolveProgressState }) {
  const byTime = state.timeLimitMs === null ? 0 : state.elapsedMs / Math.max(1, state.timeLimitMs);
  const byIterations = state.maxIterations ? state.iteration / state.maxIterations : 0;
  const percent = state.done ? 100 : Math.min(100, 100 * Math.max(byTime, byIterations));
  return (
    <Box flexDirection="column">
      <Box gap={1}>
        <Text bold>{state.instance}</Text>
        <Text dimColor>
          {formatElapsed(state.elapsedMs)}
          {state.timeLimitMs === null ? '' : ` / ${formatElapsed(state.timeLimitMs)}`}
        </Text>
      </Box>
      <Box width={40}>
        <ProgressBar value={percent} />
      </Box>
      <Text>
        best {state.bestCost === null ? '-' : state.bestCost.toFixed(2)} · vehicles {state.vehicles ?? '-'} ·
        unassigned {state.unassigned ?? '-'} · iteration {state.iteration}
        {state.maxIterations ? ` / ${state.maxIterations}` : ''}
      </Text>
    </Box>
  );
}
