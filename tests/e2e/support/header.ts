// The header's menu toggle: a <summary> (a native disclosure, src/app/shell/site-header.tsx), which has no ARIA role
// a locator can ask for (browsers expose it as a disclosure button of their own).
import type { Locator, Page } from '@playwright/test';

export const menuToggle = (page: Page): Locator => page.getByRole('banner').locator('.menu-toggle > summary');
