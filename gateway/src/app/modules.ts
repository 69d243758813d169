import type { ModuleInstance, PlatformServices } from "../platform/module";
import { adminModule } from "../modules/admin";
import { identityModule } from "../modules/identity";
import { seoModule, type SeoServices } from "../modules/seo";
import { type StoriesService, storiesModule } from "../modules/stories";
import { type UsersService, usersModule } from "../modules/users";

/** Every domain of the shop; their entities make the database and their resolvers the schema. */
export const MODULES = [usersModule, storiesModule, adminModule, seoModule, identityModule] as const;

export interface ShopModules {
  users: ModuleInstance<UsersService>;
  stories: ModuleInstance<StoriesService>;
  seo: ModuleInstance<SeoServices>;
  /** All of them, in the order their routers are mounted. */
  all: readonly ModuleInstance<unknown>[];
}

/** Builds each module with the platform's services and the services of the modules it depends on. */
export async function composeModules(platform: PlatformServices): Promise<ShopModules> {
  const users = await usersModule.create(platform, {});
  const stories = await storiesModule.create(platform, {});
  const admin = await adminModule.create(platform, { users: users.services, stories: stories.services });
  const seo = await seoModule.create(platform, { stories: stories.services });
  const identity = await identityModule.create(platform, {});
  return { users, stories, seo, all: [identity, users, stories, admin, seo] };
}
