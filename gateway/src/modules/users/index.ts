import type { ModuleDescriptor } from "../../platform/module";
import { User } from "./user.entity";
import { UsersResolver } from "./users.resolver";
import { usersRouter } from "./users.rest";
import { UsersService } from "./users.service";

export type { User } from "./user.entity";
export type { UsersService } from "./users.service";
export type { RoleChangeFailure } from "./admin-roles";
export type { UserPage, UserPageRequest } from "./user-directory";
export { USER_PAGE_MAX_LIMIT, USER_SEARCH_MAX_LENGTH } from "./user-directory";
export { AdminRoleSource, roleSourceOf } from "./admin-role-source";
export { ViewerProfile } from "./viewer-profile.type";

/** Shoppers and the operator: records made from verified tokens, their names, roles and status. */
export const usersModule: ModuleDescriptor<UsersService> = {
  name: "users",
  entities: [User],
  resolvers: [UsersResolver],
  create({ config, uow }) {
    const users = new UsersService(uow, config.auth);
    return {
      services: users,
      resolvers: [new UsersResolver(users)],
      routers: [{ mount: "api", router: usersRouter(users) }],
    };
  },
};
