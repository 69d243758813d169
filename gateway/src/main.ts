import "reflect-metadata";
import http from "node:http";
import { UsersService } from "./modules/users/users.service";
import { CATALOGUE } from "./seed/catalogue";
import { seedCatalogue } from "./seed/seed-catalogue";
import { loadConfig } from "./platform/config";
import { openDatabase } from "./platform/data-source";
import { FileStore } from "./platform/file-store";
import { createGatewayApp } from "./platform/http-app";
import { logger } from "./platform/logger";

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  logger.info("database.ready", { dialect: config.database.dialect });
  if (config.seedCatalogue) await seedCatalogue(db, new FileStore(config.dataDir), CATALOGUE);
  await new UsersService(db, config.auth).applyAdminList();

  const gateway = await createGatewayApp(config, db);
  const server = http.createServer(gateway.handler).listen(config.port, config.host, () => {
    logger.info("shop.listening", { url: config.publicUrl });
    console.log(`\n  Cold Case Kits is open at ${config.publicUrl}\n`);
  });

  const shutdown = (signal: string) => {
    logger.info("shop.stopping", { signal });
    server.close(() => {
      void gateway
        .stop()
        .then(() => db.destroy())
        .finally(() => process.exit(0));
    });
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  logger.error("shop.failed_to_start", { error });
  process.exit(1);
});
