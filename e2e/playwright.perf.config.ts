import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The browser measurements (`npm run perf -w e2e`): timing figures with a budget, kept out of the
 * test suite (a loaded machine moves them several times over) and run on purpose, on a quiet one.
 */
export default defineConfig({ ...base, testDir: './perf' });
