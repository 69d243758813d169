import { Arg, Authorized, Ctx, FieldResolver, Query, Resolver } from "type-graphql";
import type { GraphqlContext } from "../../platform/graphql/graphql-context";
import { AdminDashboard, AdminQueues, RevenuePoint, RevenueRange } from "./admin-dashboard.type";
import { AdminService } from "./admin.service";

@Resolver(() => AdminDashboard)
export class AdminResolver {
  constructor(private readonly admin: AdminService) {}

  @Authorized("admin")
  @Query(() => AdminDashboard, { description: "The operator's overview. Admins only." })
  adminDashboard(@Ctx() ctx: GraphqlContext): Promise<AdminDashboard> {
    return this.admin.dashboard(ctx);
  }

  @FieldResolver(() => [RevenuePoint], { description: "Money in and out over the range, one point per UTC day (or month for LAST_12_MONTHS), zeros included, oldest first." })
  async revenue(
    @Ctx() ctx: GraphqlContext,
    @Arg("range", () => RevenueRange, { defaultValue: RevenueRange.LAST_30_DAYS }) range: RevenueRange,
  ): Promise<RevenuePoint[]> {
    return (await this.admin.revenue(ctx, range)).map((point) => Object.assign(new RevenuePoint(), point));
  }

  @FieldResolver(() => AdminQueues, { description: "Work waiting for the operator." })
  async queues(@Ctx() ctx: GraphqlContext): Promise<AdminQueues> {
    return Object.assign(new AdminQueues(), await this.admin.queues(ctx));
  }
}
