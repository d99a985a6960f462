import { describe, expect, it } from 'vitest';
import { buildProgram } from './program.js';

describe('rota program', () => {
  it('defaults the server address to localhost:8080', () => {
    const program = buildProgram();
    program.parse(['node', 'rota'], { from: 'node' });
    expect(program.opts()['server']).toBe('http://localhost:8080');
  });
});
