import "reflect-metadata";
import path from "node:path";
import { emitSchemaDefinitionFile } from "type-graphql";
import { DataSource } from "typeorm";
import { composeModules } from "../app/modules";
import { createPlatformServices } from "../app/platform-services";
import { buildShopSchema } from "../app/schema";
import { loadConfig } from "../platform/config";

/** Writes schema/schema.graphql, the contract the frontend's hooks are generated from. */
async function main(): Promise<void> {
  // The schema depends on the modules alone. With an Auth0 tenant configured the identity module
  // starts no provider, so no module touches the (never opened) database while being built.
  const unopenedDatabase = new DataSource({ type: "better-sqlite3", database: ":memory:" });
  // Nothing is signed while emitting the schema; a fixed secret keeps this script from creating one under ./data.
  const config = loadConfig({ AUTH0_DOMAIN: "schema.invalid", SIGNING_SECRET: "the-schema-emitter-signs-nothing-at-all" });
  const modules = await composeModules(createPlatformServices(config, unopenedDatabase));
  const schema = await buildShopSchema(modules.all);
  const target = path.resolve(__dirname, "../../../schema/schema.graphql");
  await emitSchemaDefinitionFile(target, schema);
  console.log(`Schema written to ${path.relative(process.cwd(), target)}`);
}

void main();
