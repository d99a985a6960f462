import ExcelJS from 'exceljs';
import { templateChoices, uploadColumns, type TemplateFolder } from '@rota/core';
import type { FieldSpec } from '@rota/core/admin';
import type { Translator } from '../platform/i18n.js';
import { CENTER_FIELD } from './upload-centers.js';

/** Rows a template's drop-down lists and formats reach down to. */
const TEMPLATE_ROWS = 5000;

const NUMBER_TYPES = ['number', 'bigInt', 'decimalNumber', 'doubleNumber', 'money', 'coordinate'];
const LIST_TYPES = ['multipleSelect', 'daysOfWeek', 'daysOfMonth', 'multiDate', 'reorderableList'];

/** The note on a header cell: the field's description and the rules the upload applies. */
export function headerNote(field: FieldSpec, t: Translator): string {
  const lines: string[] = [];
  if (field.description) lines.push(t(field.description));
  if (field.required) lines.push(t('masterData.upload.note.required'));
  if (field.name === CENTER_FIELD) {
    // The center is written by its name (or its number), not as a bare reference.
    lines.push(t('masterData.upload.note.center'));
    return lines.join('\n');
  }
  const choices = templateChoices(field);
  if (choices) lines.push(t('masterData.upload.note.choices', { choices: choices.join(', ') }));
  else if (field.dataSource) lines.push(t('masterData.upload.note.reference'));
  if (field.type === 'date') lines.push(t('masterData.upload.note.date'));
  if (field.type === 'time') lines.push(t('masterData.upload.note.time'));
  if (NUMBER_TYPES.includes(field.type)) lines.push(t('masterData.upload.note.number'));
  if (LIST_TYPES.includes(field.type)) lines.push(t('masterData.upload.note.list'));
  if (field.maxLength) lines.push(t('masterData.upload.note.maxLength', { n: field.maxLength.value }));
  if (field.range) lines.push(t('masterData.upload.note.range', field.range));
  return lines.join('\n');
}

/**
 * A kind's template: one sheet whose first row holds the columns an upload reads (labels in the
 * language asked), each with a note of its rules; choice fields get a drop-down list, dates and
 * times are text cells so that they travel as written.
 */
export async function templateWorkbook(
  fields: readonly FieldSpec[],
  folder: TemplateFolder,
  sheetName: string,
  t: Translator,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  const columns = uploadColumns(fields, folder);
  sheet.columns = columns.map((f) => ({ header: t(f.label), key: f.name, width: 22 }));
  columns.forEach((field, index) => {
    const column = sheet.getColumn(index + 1);
    const header = sheet.getCell(1, index + 1);
    header.font = { bold: true };
    const note = headerNote(field, t);
    if (note) header.note = note;
    if (field.type === 'date' || field.type === 'time' || field.type === 'text') column.numFmt = '@';
    const choices = templateChoices(field);
    if (!choices) return;
    const letter = column.letter;
    // exceljs writes one validation per address; a range address covers the column below the header.
    (
      sheet as unknown as { dataValidations: { add(address: string, v: ExcelJS.DataValidation): void } }
    ).dataValidations.add(`${letter}2:${letter}${TEMPLATE_ROWS}`, {
      type: 'list',
      allowBlank: !field.required,
      formulae: [`"${choices.join(',')}"`],
      showErrorMessage: true,
    });
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
