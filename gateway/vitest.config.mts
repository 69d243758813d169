import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // One graphql copy: type-graphql and Apollo must share the same GraphQLSchema class.
    alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }],
  },
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/test-support/services-global-setup.ts"],
    setupFiles: ["src/test-support/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
