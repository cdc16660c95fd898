import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The test files share their worker's loaded modules (`isolate: false`): loading the app's modules
 * again for each of the hundred-odd API files was about half of the suite's time. So no file may
 * replace a module (`vi.mock`); a spy (`vi.spyOn`) is restored when its file ends.
 *
 * Two workers at least: Vitest's default is one fewer than the cores, a single worker on the
 * 2-core CI machine, while the work of a PGlite file is all in its worker (the main process only
 * reports), so the second core sat idle. The time limits stop a hang; they are wide because a
 * heavy test (50 check-outs at once, a restore) shares its core with another file.
 */
export default defineConfig({
  test: {
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../contracts/src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
