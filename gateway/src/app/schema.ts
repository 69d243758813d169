import type { GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { rememberingArgumentValidator } from "../platform/graphql/argument-validation";
import { authChecker } from "../platform/graphql/graphql-auth-checker";
import type { ModuleInstance } from "../platform/module";
import { MODULES } from "./modules";

type ResolverClass = abstract new (...args: never[]) => object;

/**
 * The schema of every module's resolvers. Resolvers are built by their modules with their
 * services; type-graphql asks this container for the instance of each class.
 */
export function buildShopSchema(modules: readonly ModuleInstance<unknown>[]): Promise<GraphQLSchema> {
  const instances = modules.flatMap((module) => module.resolvers ?? []);
  const byClass = new Map<ResolverClass, object>();
  for (const descriptor of MODULES) {
    for (const resolverClass of descriptor.resolvers as ResolverClass[]) {
      const instance = instances.find((candidate) => candidate instanceof resolverClass);
      if (!instance) throw new Error(`The ${descriptor.name} module declares ${resolverClass.name} but built none`);
      byClass.set(resolverClass, instance);
    }
  }
  const resolverClasses = [...byClass.keys()];
  const [first, ...rest] = resolverClasses;
  if (!first) throw new Error("No module has resolvers");
  return buildSchema({
    resolvers: [first, ...rest],
    validateFn: rememberingArgumentValidator(),
    authChecker,
    container: {
      get: (resolverClass: ResolverClass) => {
        const instance = byClass.get(resolverClass);
        if (!instance) throw new Error(`No instance registered for ${resolverClass.name}`);
        return instance;
      },
    },
  });
}
