import { createUnionType } from "type-graphql";
import { InvalidArgumentError } from "../../platform/errors/error-result.type";
import { ViewerProfile } from "./viewer-profile.type";

export const UpdateProfileResult = createUnionType({
  name: "UpdateProfileResult",
  description: "The updated user, or why the names were refused.",
  types: () => [ViewerProfile, InvalidArgumentError] as const,
});
