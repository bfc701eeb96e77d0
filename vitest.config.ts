import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'core/**/*.test.ts',
      'scripts/**/*.test.ts',
      'contracts/**/*.test.ts',
      'adapters/**/*.test.ts',
      'tests/**/*.test.ts',
    ],
    environment: 'node',
  },
});
