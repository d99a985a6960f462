import { TRUNCATE, truncate } from '../format.js';
import { keyMessage, type Message } from '../message.js';

/** What a picture field shows under its input: the chosen file name (cut after 14) or a hint. */
export function pictureFileLabel(fileName: string | null | undefined): Message {
  return fileName ? { text: truncate(fileName, TRUNCATE.fileName) } : keyMessage('form.noFileChosen');
}

/** The preview area: the image, or 'No photo uploaded.'. */
export function picturePreview(src: string | null | undefined): { src: string } | { message: Message } {
  return src ? { src } : { message: keyMessage('form.noPhotoUploaded') };
}

/** A date range picker with only one end picked shows 'Please select a date range'. */
export function validateDateRange(start: unknown, end: unknown): Message | null {
  const has = (v: unknown) => v !== null && v !== undefined && v !== '';
  return has(start) !== has(end) ? keyMessage('form.dateRange') : null;
}

/** Required labels carry the tooltip 'This field is required.'. */
export function requiredTooltip(required: boolean): Message | null {
  return required ? keyMessage('form.requiredTooltip') : null;
}
