import type { ComponentType } from 'react';

/** Master-data screens of their own (beyond the generic grid pages): a path and its page. */
export interface SpecialScreen {
  path: string;
  Page: ComponentType;
}

export const specialScreens: SpecialScreen[] = [];
