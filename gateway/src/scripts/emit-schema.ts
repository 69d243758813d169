import "reflect-metadata";
import path from "node:path";
import { emitSchemaDefinitionFile } from "type-graphql";
import { DataSource } from "typeorm";
import { AdminService } from "../modules/admin/admin.service";
import { StoriesService } from "../modules/stories/stories.service";
import { UsersService } from "../modules/users/users.service";
import { loadConfig } from "../platform/config";
import { buildGatewaySchema } from "../platform/graphql-schema";

/** Writes schema/schema.graphql, the contract the frontend's hooks are generated from. */
async function main(): Promise<void> {
  const unopenedDatabase = new DataSource({ type: "better-sqlite3", database: ":memory:" });
  const schema = await buildGatewaySchema({
    stories: new StoriesService(unopenedDatabase),
    users: new UsersService(unopenedDatabase, loadConfig({}).auth),
    admin: new AdminService(unopenedDatabase),
  });
  const target = path.resolve(__dirname, "../../../schema/schema.graphql");
  await emitSchemaDefinitionFile(target, schema);
  console.log(`Schema written to ${path.relative(process.cwd(), target)}`);
}

void main();
