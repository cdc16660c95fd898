import { defineConfig } from 'vitest/config';

/**
 * The test files share their worker's loaded modules (`isolate: false`): loading the app's modules
 * again for each of the hundred-odd API files was about half of the suite's time. So no file may
 * replace a module (`vi.mock`); a spy (`vi.spyOn`) is restored when its file ends.
 */
export default defineConfig({
  test: {
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../contracts/src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
