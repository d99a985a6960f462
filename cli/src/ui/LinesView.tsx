import { Box, Text } from 'ink';

export interface LinesViewProps {
  readonly lines: readonly string[];
}

/** Lines of text redrawn in place (the `rota track` view). */
export function LinesView({ lines }: LinesViewProps) {
  return (
    <Box flexDirection="column">
      {lines.map((line, i) => (
        <Text key={i}>{line === '' ? ' ' : line}</Text>
      ))}
    </Box>
  );
}
