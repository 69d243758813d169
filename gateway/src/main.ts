import "reflect-metadata";
import { DATABASE_SCHEMA } from "./app/database-schema";
import { createGateway } from "./app/gateway";
import { prepareShop } from "./app/start-up";
import { loadConfig } from "./platform/config";
import { openDatabase } from "./platform/database/data-source";
import { createShopServer } from "./platform/http/shop-server";
import { logger } from "./platform/logger";
import { unsafeProductionSettings } from "./platform/production-safety";

/**
 * How long a stopping shop waits for the answers it is still sending: less than the 10 s a container runtime gives a
 * stopping process before it kills it, so the shop still closes its database itself.
 */
const SHUTDOWN_GRACE_MS = 8_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const unsafe = unsafeProductionSettings(config);
  if (unsafe.length > 0) {
    console.error(`Cold Case Kits will not start with these production settings:\n${unsafe.map((problem) => `  - ${problem}`).join("\n")}`);
    process.exit(1);
  }
  const db = await openDatabase(config.database, DATABASE_SCHEMA);
  logger.info("database.ready", { dialect: config.database.dialect });
  const gateway = await createGateway(config, db);
  await prepareShop(gateway);

  const server = createShopServer(gateway.handler).listen(config.port, config.host, () => {
    logger.info("shop.listening", { url: config.publicUrl });
    console.log(`\n  Cold Case Kits is open at ${config.publicUrl}\n`);
    if (!config.production && config.auth.provider === "embedded") {
      console.log("  Development sign-in: new accounts are verified automatically (no email round trip).");
      if (config.auth.adminEmails.size > 0) console.log(`  Sign up as ${[...config.auth.adminEmails].join(", ")} to get the admin role.`);
      console.log(`  Emails are written to ${config.mail.smtpUrl ? "SMTP" : `${config.dataDir}/outbox`}.\n`);
    }
  });

  const shutdown = (signal: string) => {
    logger.info("shop.stopping", { signal });
    server.close(() => {
      void gateway
        .stop()
        .then(() => db.destroy())
        .finally(() => process.exit(0));
    });
    // Answers in flight get a few seconds to finish; a connection still open after that is closed, not waited for.
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  logger.error("shop.failed_to_start", { error });
  process.exit(1);
});
