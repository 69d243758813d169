import { Authorized, Query, Resolver } from "type-graphql";
import { AdminDashboard } from "./admin-dashboard.type";
import { AdminService } from "./admin.service";

@Resolver()
export class AdminResolver {
  constructor(private readonly admin: AdminService) {}

  @Authorized("admin")
  @Query(() => AdminDashboard, { description: "The operator's overview. Admins only." })
  adminDashboard(): Promise<AdminDashboard> {
    return this.admin.dashboard();
  }
}
