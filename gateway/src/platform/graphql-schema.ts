import { type GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { AdminResolver } from "../modules/admin/admin.resolver";
import type { AdminService } from "../modules/admin/admin.service";
import { StoryResolver } from "../modules/stories/stories.resolver";
import type { StoriesService } from "../modules/stories/stories.service";
import { UsersResolver } from "../modules/users/users.resolver";
import type { UsersService } from "../modules/users/users.service";
import { authChecker } from "./graphql-auth-checker";

export interface SchemaServices {
  stories: StoriesService;
  users: UsersService;
  admin: AdminService;
}

type ResolverClass = typeof StoryResolver | typeof UsersResolver | typeof AdminResolver;

/** Resolvers are built once with their services; type-graphql asks this container for them. */
export function buildGatewaySchema(services: SchemaServices): Promise<GraphQLSchema> {
  const instances = new Map<ResolverClass, object>([
    [StoryResolver, new StoryResolver(services.stories)],
    [UsersResolver, new UsersResolver(services.users)],
    [AdminResolver, new AdminResolver(services.admin)],
  ]);
  return buildSchema({
    resolvers: [StoryResolver, UsersResolver, AdminResolver],
    validate: { forbidUnknownValues: false },
    authChecker,
    container: {
      get: (resolverClass: ResolverClass) => {
        const instance = instances.get(resolverClass);
        if (!instance) throw new Error(`No instance registered for ${resolverClass.name}`);
        return instance;
      },
    },
  });
}
