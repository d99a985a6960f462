import { sizeText, type Limits } from './xlsx-limits.js';

/** Why a part was refused: a message key and its parameters. */
export interface Refusal {
  messageKey: string;
  params?: Record<string, string | number>;
}

/** What a part is to the reader: a sheet, the shared strings, or another part it parses. */
export type PartRole = 'sheet' | 'sharedStrings' | 'other';

const LT = 0x3c;
const GT = 0x3e;
const BANG = 0x21;
const QUESTION = 0x3f;
const SLASH = 0x2f;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;
/** Tag names that matter here are short ("si", "r", "row", "cols"); longer ones are kept cut. */
const NAME_KEPT = 6;

const enum State {
  Text,
  TagStart,
  Name,
  Tag,
  Quoted,
  Instruction,
}

const isNameEnd = (b: number) =>
  b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === GT || b === SLASH;

/**
 * Measures a part's XML as it is unpacked, byte by byte, without holding it: the longest stretch
 * of text or of one tag (so a cell's text, which lies between two tags), the bytes of each row and
 * column list of a sheet (exceljs's reader holds one whole), and the shared strings counted as the
 * reader keeps them (each `si`, and each formatted run `r`). Comments, CDATA sections and DOCTYPEs
 * (`<!`), which no spreadsheet writes into these parts and whose text may hold any byte, are
 * refused as unreadable; processing instructions count as one tag. Names are compared as exceljs
 * compares them (prefixed names are other elements to it).
 */
export function markupBounds(role: PartRole, limits: Limits) {
  let state = State.Text;
  let previous = 0;
  let quote = 0;
  /** Bytes since the current stretch (text, tag or instruction) began. */
  let stretch = 0;
  let name = '';
  let closing = false;
  let at = 0;
  let held: { name: string; from: number } | null = null;
  let strings = 0;

  const cellTooLong = {
    messageKey: 'masterData.upload.cellTooLong',
    params: { max: sizeText(limits.maxCellBytes) },
  };
  const unreadable = { messageKey: 'masterData.upload.unreadable' };
  const rowTooLong = {
    messageKey: 'masterData.upload.rowTooLong',
    params: { max: sizeText(limits.maxRowBytes) },
  };

  function tagEnded(selfClosing: boolean): Refusal | null {
    if (
      role === 'sharedStrings' &&
      !closing &&
      (name === 'si' || name === 'r') &&
      ++strings > limits.maxSharedStrings
    )
      return {
        messageKey: 'masterData.upload.tooManySharedStrings',
        params: { max: limits.maxSharedStrings },
      };
    if (role === 'sheet' && (name === 'row' || name === 'cols')) {
      if (closing && held?.name === name) {
        const length = at - held.from;
        held = null;
        if (length > limits.maxRowBytes) return rowTooLong;
      } else if (!closing && !selfClosing) held = { name, from: at };
    }
    return null;
  }

  /** A byte inside a tag, after its name: quotes, and the tag's end. */
  function tagByte(b: number): Refusal | null {
    if (b === DOUBLE_QUOTE || b === SINGLE_QUOTE) {
      quote = b;
      state = State.Quoted;
    } else if (b === LT) return unreadable;
    else if (b === GT) {
      state = State.Text;
      stretch = 0;
      return tagEnded(previous === SLASH);
    }
    return null;
  }

  /** Feeds the next unpacked bytes; the first limit passed, or null. */
  return function feed(chunk: Uint8Array): Refusal | null {
    let refusal: Refusal | null = null;
    for (let i = 0; i < chunk.length; i++, at++) {
      const b = chunk[i] as number;
      if (++stretch > limits.maxCellBytes) return cellTooLong;
      switch (state) {
        case State.Text:
          if (b === LT) {
            state = State.TagStart;
            stretch = 1;
          }
          break;
        case State.TagStart:
          if (b === BANG) return unreadable;
          if (b === QUESTION) state = State.Instruction;
          else {
            closing = b === SLASH;
            name = closing ? '' : String.fromCharCode(b);
            state = State.Name;
          }
          break;
        case State.Name:
          if (!isNameEnd(b)) {
            if (name.length <= NAME_KEPT) name += String.fromCharCode(b);
            break;
          }
          // The byte that ends the name may end the tag too.
          state = State.Tag;
          refusal = tagByte(b);
          break;
        case State.Tag:
          refusal = tagByte(b);
          break;
        case State.Quoted:
          if (b === quote) state = State.Tag;
          else if (b === LT) return unreadable;
          break;
        case State.Instruction:
          if (b === GT && previous === QUESTION) {
            state = State.Text;
            stretch = 0;
          }
          break;
      }
      if (refusal) return refusal;
      previous = b;
    }
    if (held && at - held.from > limits.maxRowBytes) return rowTooLong;
    return null;
  };
}
