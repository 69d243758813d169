import { type GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { StoryResolver } from "../modules/stories/stories.resolver";
import type { StoriesService } from "../modules/stories/stories.service";

export interface SchemaServices {
  stories: StoriesService;
}

type ResolverClass = typeof StoryResolver;

export const RESOLVERS: [ResolverClass, ...ResolverClass[]] = [StoryResolver];

/** Resolvers are built once with their services; type-graphql asks this container for them. */
export function buildGatewaySchema(services: SchemaServices): Promise<GraphQLSchema> {
  const instances = new Map<ResolverClass, object>([[StoryResolver, new StoryResolver(services.stories)]]);
  return buildSchema({
    resolvers: RESOLVERS,
    validate: { forbidUnknownValues: false },
    container: {
      get: (resolverClass: ResolverClass) => {
        const instance = instances.get(resolverClass);
        if (!instance) throw new Error(`No instance registered for ${resolverClass.name}`);
        return instance;
      },
    },
  });
}
