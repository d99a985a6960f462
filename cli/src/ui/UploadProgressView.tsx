import { Box, Text } from 'ink';
import { ProgressBar } from '@inkjs/ui';

export interface UploadProgressState {
  readonly fileName: string;
  readonly kind: string;
  /** Bytes sent so far. */
  readonly sent: number;
  /** The file's size in bytes. */
  readonly total: number;
  /** The file is sent and the server checks its rows. */
  readonly checking: boolean;
  /** The line under the bar (what happens now), in the terminal's language. */
  readonly status: string;
}

/** An upload at work: the bytes sent of the file as a bar, then the server's check. */
export function UploadProgressView({ state }: { readonly state: UploadProgressState }) {
  const percent = state.total > 0 ? Math.min(100, Math.round((100 * state.sent) / state.total)) : 100;
  return (
    <Box flexDirection="column">
      <Box gap={1}>
        <Text bold>{state.fileName}</Text>
        <Text dimColor>{state.kind}</Text>
        <Text>{percent}%</Text>
      </Box>
      <Box width={40}>
        <ProgressBar value={state.checking ? 100 : percent} />
      </Box>
      <Text dimColor>{state.status}</Text>
    </Box>
  );
}
