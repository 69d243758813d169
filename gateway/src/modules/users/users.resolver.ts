import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { GraphqlContext } from "../../platform/graphql/graphql-context";
import type { Viewer } from "../../platform/request-context";
import { invalidArgumentResult } from "../../platform/errors/error-result.type";
import { toGraphQLError } from "../../platform/errors/graphql-errors";
import { ProfileInput } from "./profile.inputs";
import { UpdateProfileResult } from "./update-profile.result";
import { UsersService } from "./users.service";
import { ViewerProfile } from "./viewer-profile.type";

function signedIn(ctx: GraphqlContext): Viewer {
  if (!ctx.viewer) throw new Error("@Authorized let an anonymous request through");
  return ctx.viewer;
}

@Resolver()
export class UsersResolver {
  constructor(private readonly users: UsersService) {}

  @Authorized()
  @Query(() => ViewerProfile, { description: "The signed-in user with their admin flag and credits. Needs a bearer token." })
  me(@Ctx() ctx: GraphqlContext): ViewerProfile {
    return this.profileOf(signedIn(ctx));
  }

  @Authorized()
  @Mutation(() => UpdateProfileResult, { description: "Keeps the names the signed-in user goes by. Needs a bearer token." })
  async updateProfile(@Ctx() ctx: GraphqlContext, @Arg("input", () => ProfileInput) input: ProfileInput): Promise<typeof UpdateProfileResult> {
    const result = await this.users.updateProfile(ctx, input);
    if (result.ok) return this.profileOf(result.value);
    // Unreachable behind @Authorized, but the service's answer is handled in full.
    if (result.error.errorCode === "UNAUTHENTICATED") throw toGraphQLError(result.error);
    return invalidArgumentResult(result.error);
  }

  private profileOf(viewer: Viewer): ViewerProfile {
    return Object.assign(new ViewerProfile(), {
      email: viewer.email,
      firstName: viewer.firstName,
      lastName: viewer.lastName,
      isAdmin: viewer.isAdmin,
      userId: viewer.id,
    });
  }
}
