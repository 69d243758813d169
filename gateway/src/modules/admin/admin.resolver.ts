import { Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { GraphqlContext } from "../../platform/graphql/graphql-context";
import { AdminDashboard } from "./admin-dashboard.type";
import { AdminService } from "./admin.service";

@Resolver()
export class AdminResolver {
  constructor(private readonly admin: AdminService) {}

  @Authorized("admin")
  @Query(() => AdminDashboard, { description: "The operator's overview. Admins only." })
  adminDashboard(@Ctx() ctx: GraphqlContext): Promise<AdminDashboard> {
    return this.admin.dashboard(ctx);
  }
}
