import { describe, expect, it } from 'vitest';
import { table } from './output.js';

const headers = ['Plate', 'Location', 'Distance', 'Duration'];
const rows = [
  ['34 PD 8901', 'İkitelli Dağıtım Merkezi Kuzey Kapısı', '42.6 km', '3:15'],
  ['34 KPN 156', 'Birlik Market', '135.1 km', '12:05'],
];

describe('tables for people', () => {
  it('pads columns and aligns numbers right when there is room', () => {
    expect(table(headers, rows, { right: [2, 3] })).toEqual([
      'Plate       Location                               Distance  Duration',
      '----------  -------------------------------------  --------  --------',
      '34 PD 8901  İkitelli Dağıtım Merkezi Kuzey Kapısı   42.6 km      3:15',
      '34 KPN 156  Birlik Market                          135.1 km     12:05',
    ]);
  });

  it('fits the terminal: text is cut with …, numbers never are', () => {
    for (const width of [60, 45, 36]) {
      const lines = table(headers, rows, { width, right: [2, 3] });
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(width);
      expect(lines[3]).toContain('135.1 km');
      expect(lines[3]).toContain('12:05');
    }
    expect(table(headers, rows, { width: 45, right: [2, 3] })[2]).toContain('…');
  });
});
