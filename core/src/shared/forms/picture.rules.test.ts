import { describe, expect, it } from 'vitest';
import { pictureFileLabel, picturePreview, requiredTooltip, validateDateRange } from './picture.rules.js';

describe('picture fields and pickers', () => {
  it('shows the file name cut after 14 characters or the hints', () => {
    expect(pictureFileLabel(null)).toEqual({ key: 'form.noFileChosen' });
    expect(pictureFileLabel('driver_photo_2024.png')).toEqual({ text: 'driver_photo_2...' });
    expect(pictureFileLabel('photo.png')).toEqual({ text: 'photo.png' });
    expect(picturePreview('')).toEqual({ message: { key: 'form.noPhotoUploaded' } });
    expect(picturePreview('data:x')).toEqual({ src: 'data:x' });
  });
  it('asks for both ends of a date range', () => {
    expect(validateDateRange('2024-01-01', null)).toEqual({ key: 'form.dateRange' });
    expect(validateDateRange(undefined, '2024-01-01')).toEqual({ key: 'form.dateRange' });
    expect(validateDateRange(null, '')).toBeNull();
    expect(validateDateRange('2024-01-01', '2024-01-02')).toBeNull();
    expect(requiredTooltip(true)).toEqual({ key: 'form.requiredTooltip' });
    expect(requiredTooltip(false)).toBeNull();
  });
});
