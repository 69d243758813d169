import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const BASE_URL = "http://localhost:4000";
const ADMIN_EMAILS = ["admin@coldcasekits.com", "shipments-operator@coldcasekits.com", "commissions-operator@coldcasekits.com", "stories-operator@coldcasekits.com", "orders-operator@coldcasekits.com", "analyst@coldcasekits.com", "auditor@coldcasekits.com"];
const ONE_ADDRESS_LIMITS = {
  MUTATIONS_PER_MINUTE: "5000",
  CART_WRITES_PER_MINUTE: "5000",
  CHECKOUTS_PER_MINUTE: "1000",
  SIGN_INS_PER_MINUTE: "1000",
  SIGN_UPS_PER_MINUTE: "1000",
};
/** A scratch data directory, wiped before the shop starts, so every run sees the freshly seeded catalogue. */
const DATA_DIR = path.join(os.tmpdir(), "coldcase-e2e-data");

export default defineConfig({
  testDir: "e2e",
  outputDir: "../test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /mobile\.spec\.ts/ },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: {
    // Started exactly as the README says, on a scratch data directory.
    command: `rm -rf "${DATA_DIR}" && npm start`,
    cwd: "..",
    url: `${BASE_URL}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    // The development admin, plus one operator per fulfilment spec (e2e/operators.ts). Every spec comes from one address,
    // so the per-address limits are raised far above any spec's pace, yet stay on.
    env: { DATA_DIR, PORT: "4000", ADMIN_EMAILS: ADMIN_EMAILS.join(","), ...ONE_ADDRESS_LIMITS },
  },
});
