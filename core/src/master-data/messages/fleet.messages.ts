/** Texts of the fleet resources (labels, item names, what uses them). */
export const en = {} as const satisfies Record<string, string>;

export const tr: Record<keyof typeof en, string> = {};
