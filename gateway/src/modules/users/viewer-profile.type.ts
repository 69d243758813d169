import { Field, ObjectType } from "type-graphql";

@ObjectType("Viewer", { description: "The signed-in user, as the shop knows them." })
export class ViewerProfile {
  @Field(() => String, { nullable: true, description: "Primary email, when the identity provider shares it." })
  email: string | null;

  @Field(() => String, { nullable: true, description: "First name." })
  firstName: string | null;

  @Field(() => String, { nullable: true, description: "Last name." })
  lastName: string | null;

  @Field({ description: "Whether the user may use the admin area." })
  isAdmin: boolean;

  /** Who they are, for the fields other domains add (their credits). */
  userId: number;
}
