import { Box, Text } from 'ink';
import { ProgressBar } from '@inkjs/ui';
import { formatElapsed } from '../watch/elapsed.js';

export interface SolveProgressState {
  readonly instance: string;
  readonly elapsedMs: number;
  readonly timeLimitMs: number;
  readonly bestCost: number | null;
  readonly vehicles: number | null;
  readonly unassigned: number | null;
  readonly iteration: number;
  readonly done: boolean;
}

/** The optimizer at work: time used of its limit as a bar, the best plan so far. */
export function SolveProgressView({ state }: { readonly state: SolveProgressState }) {
  const percent = state.done ? 100 : Math.min(100, (100 * state.elapsedMs) / Math.max(1, state.timeLimitMs));
  return (
    <Box flexDirection="column">
      <Box gap={1}>
        <Text bold>{state.instance}</Text>
        <Text dimColor>
          {formatElapsed(state.elapsedMs)} / {formatElapsed(state.timeLimitMs)}
        </Text>
      </Box>
      <Box width={40}>
        <ProgressBar value={percent} />
      </Box>
      <Text>
        best {state.bestCost === null ? '-' : state.bestCost.toFixed(2)} · vehicles {state.vehicles ?? '-'} ·
        unassigned {state.unassigned ?? '-'} · iteration {state.iteration}
      </Text>
    </Box>
  );
}
