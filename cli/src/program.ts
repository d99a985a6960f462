import { Command } from 'commander';

export function buildProgram(): Command {
  const program = new Command('rota')
    .description("Rota operators' terminal tool")
    .option('--server <url>', 'Rota server address', 'http://localhost:8080')
    .option('--json', 'print JSON');
  return program;
}
