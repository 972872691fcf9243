// The `guide-copy` project's teardown (playwright.config.ts): once every spec served from the guides' copy
// has run, the copy (sources and build) is removed.
import { rmSync } from 'node:fs';
import { test as teardown } from '@playwright/test';
import { guideCopyDir } from './guide-copy';

teardown('the guides’ copy of the project is removed', () => {
  rmSync(guideCopyDir, { recursive: true, force: true });
});
