export function truncateName(full: string, max: number): string {
  return full.length > max ? `${full.slice(0, max)}…` : full;
}
