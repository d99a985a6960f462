/** A malformed or truncated instance file; `line` is 1-based, absent when the file as a whole is wrong. */
export class InstanceFormatError extends Error {
  constructor(
    readonly format: string,
    readonly line: number | undefined,
    detail: string,
  ) {
    super(line === undefined ? `${format} file: ${detail}` : `${format} file, line ${line}: ${detail}`);
    this.name = 'InstanceFormatError';
  }
}

/** The numbers of a line split on white space, or null when one field is not a finite number. */
export function numbersOf(line: string): number[] | null {
  const fields = line.trim().split(/\s+/);
  const numbers = fields.map(Number);
  return numbers.every((x) => Number.isFinite(x)) ? numbers : null;
}
