import { defineConfig } from "vitest/config";

/** The race, fault and abuse catalogue (`npm run test:reliability`): slow, so kept apart from the unit and integration tests. */
export default defineConfig({
  resolve: {
    // One graphql copy: type-graphql and Apollo must share the same GraphQLSchema class.
    alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }],
  },
  test: {
    include: ["src/reliability/**/*.reliability.ts"],
    globalSetup: ["src/test-support/services-global-setup.ts"],
    setupFiles: ["src/test-support/setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
