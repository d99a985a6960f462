import type { Page } from '@playwright/test';

/** Visible texts of the page: each element's own text, and its aria-label, title and placeholder. */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!visible(el) || el.closest('script,style')) continue;
      const own = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (own) out.add(own);
      for (const attribute of ['aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(attribute)?.trim();
        if (value) out.add(value);
      }
    }
    return [...out];
  });
}

/**
 * Form controls drawn as the browser draws them unstyled: each visible select, text-like input,
 * textarea and button is compared with one of its kind in an empty frame (border, corners,
 * padding, font and background); a control that matches on all of them has no style of ours.
 */
export async function unstyledControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'position:absolute;left:-9999px;width:10px;height:10px';
    document.body.appendChild(frame);
    const blank = frame.contentDocument as Document;
    blank.open();
    blank.write('<!doctype html><html><body></body></html>');
    blank.close();
    const props = [
      'border-top-style',
      'border-top-width',
      'border-top-color',
      'border-top-left-radius',
      'padding-left',
      'font-family',
      'background-color',
    ];
    const signature = (style: CSSStyleDeclaration) => props.map((p) => style.getPropertyValue(p)).join('|');
    const native = new Map<string, string>();
    const nativeOf = (el: Element) => {
      const type = el instanceof HTMLInputElement ? el.type : '';
      const kind = `${el.tagName}:${type}`;
      let found = native.get(kind);
      if (found === undefined) {
        const copy = blank.createElement(el.tagName);
        if (type) copy.setAttribute('type', type);
        blank.body.appendChild(copy);
        found = signature(frame.contentWindow!.getComputedStyle(copy));
        native.set(kind, found);
      }
      return found;
    };
    const selector =
      'select, textarea, button, input:not([type]), input[type=text], input[type=number], input[type=date], ' +
      'input[type=time], input[type=datetime-local], input[type=search], input[type=email], input[type=password], input[type=tel]';
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (frame.contains(el)) continue;
      const box = (el as HTMLElement).getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none')
        continue;
      if (signature(style) === nativeOf(el)) {
        const name =
          el.getAttribute('aria-label') ??
          el.getAttribute('name') ??
          el.getAttribute('placeholder') ??
          (el.textContent ?? '').trim().slice(0, 30);
        out.push(
          `${el.tagName.toLowerCase()}${el instanceof HTMLInputElement ? `[${el.type}]` : ''} "${name}"`,
        );
      }
    }
    frame.remove();
    return out;
  });
}

/**
 * Date and time inputs that do not read day first on the 24-hour clock: the browser's own date,
 * date-time and time inputs (they follow the browser's locale, not the page's language), and
 * date fields whose shown value is not DD-MM-YYYY or time fields whose value is not HH:mm.
 */
export async function dateFieldProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const nameOf = (el: Element) =>
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent?.trim() : null) ??
      el.getAttribute('name') ??
      '';
    for (const el of Array.from(
      document.querySelectorAll('input[type=date], input[type=datetime-local], input[type=time]'),
    ))
      out.push(`native input[${(el as HTMLInputElement).type}] "${nameOf(el)}"`);
    for (const el of Array.from(document.querySelectorAll<HTMLInputElement>('input[data-date-field]')))
      if (el.value !== '' && !/^\d{2}-\d{2}-\d{4}$/.test(el.value))
        out.push(`date field "${nameOf(el)}" shows "${el.value}"`);
    for (const el of Array.from(document.querySelectorAll<HTMLInputElement>('input[data-time-field]')))
      if (el.value !== '' && !/^\d{2}:\d{2}$/.test(el.value))
        out.push(`time field "${nameOf(el)}" shows "${el.value}"`);
    return out;
  });
}
