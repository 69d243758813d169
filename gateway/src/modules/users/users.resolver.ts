import { Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { GatewayContext } from "../../platform/graphql-context";
import { UsersService } from "./users.service";
import { Viewer } from "./viewer.type";

@Resolver()
export class UsersResolver {
  constructor(private readonly users: UsersService) {}

  @Authorized()
  @Query(() => Viewer, { description: "The signed-in user with their admin flag and credits. Needs a bearer token." })
  me(@Ctx() { viewer }: GatewayContext): Viewer {
    if (!viewer) throw new Error("@Authorized let an anonymous request through");
    return Object.assign(new Viewer(), {
      email: viewer.email,
      firstName: viewer.firstName,
      lastName: viewer.lastName,
      ...this.users.status(viewer),
    });
  }
}
