import { Field, InputType } from "type-graphql";

export const NAME_MAX_LENGTH = 100;

@InputType({ description: "Names the shop addresses the signed-in user by; a field left out stays as it is." })
export class ProfileInput {
  @Field(() => String, { nullable: true, description: `First name, at most ${NAME_MAX_LENGTH} characters.` })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: `Last name, at most ${NAME_MAX_LENGTH} characters.` })
  lastName?: string | null;
}
