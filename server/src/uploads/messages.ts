import { addMessages } from '../platform/i18n.js';

/** Texts the upload server answers with, beyond core's upload texts. */
export const uploadServerMessages = {
  en: {
    'masterData.upload.entryTooLarge':
      'A part of the file expands to more than {{max}} when opened; it is refused.',
    'masterData.upload.sharedStringsTooLarge':
      'The shared strings of the file expand to more than {{max}} when opened; it is refused.',
    'masterData.upload.tooManySharedStrings':
      'The file holds more than {{max}} shared strings; it is refused.',
    'masterData.upload.partTooLarge':
      'The part {{part}} of the file expands to more than {{max}} when opened; it is refused.',
    'masterData.upload.cellTooLong': 'A cell or tag of the file is longer than {{max}}; it is refused.',
    'masterData.upload.rowTooLong':
      'A row of the sheet (or its column list) is longer than {{max}}; it is refused.',
    'masterData.upload.badFileName':
      'The file name must be at most {{max}} characters long, without control characters; rename the file.',
  },
  tr: {
    'masterData.upload.entryTooLarge':
      'Dosyanın bir parçası açıldığında {{max}} boyutunu aşıyor; reddedildi.',
    'masterData.upload.sharedStringsTooLarge':
      'Dosyanın paylaşılan metinleri açıldığında {{max}} boyutunu aşıyor; reddedildi.',
    'masterData.upload.tooManySharedStrings':
      'Dosyadaki paylaşılan metinlerin sayısı {{max}} sınırını aşıyor; reddedildi.',
    'masterData.upload.partTooLarge':
      'Dosyanın {{part}} parçası açıldığında {{max}} boyutunu aşıyor; reddedildi.',
    'masterData.upload.cellTooLong': 'Dosyadaki bir hücre veya etiket {{max}} boyutundan uzun; reddedildi.',
    'masterData.upload.rowTooLong':
      'Sayfadaki bir satır (veya sütun listesi) {{max}} boyutundan uzun; reddedildi.',
    'masterData.upload.badFileName':
      'Dosya adı en çok {{max}} karakter olmalı ve denetim karakteri içermemeli; dosyayı yeniden adlandırın.',
  },
} as const;

let registered = false;

/** Adds the upload server's texts to the translation catalog, once. */
export function registerUploadMessages(): void {
  if (registered) return;
  registered = true;
  addMessages({ en: { ...uploadServerMessages.en }, tr: { ...uploadServerMessages.tr } });
}
