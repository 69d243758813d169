import { Field, ID, Int, ObjectType } from "type-graphql";
import { ReferralSource, SkinTone, SuspectSex } from "../cart";
import { CustomCaseStatus } from "./custom-case-status";

@ObjectType({ description: "One suspect of a custom case, as the customer described them; fields they left empty are null." })
export class Suspect {
  @Field()
  fullName: string;

  @Field(() => String, { nullable: true, description: "Age as the customer wrote it." })
  age: string | null;

  @Field(() => String, { nullable: true, description: "Eye colour." })
  eyes: string | null;

  @Field(() => String, { nullable: true })
  height: string | null;

  @Field(() => String, { nullable: true })
  occupation: string | null;

  @Field(() => String, { nullable: true, description: "Relationship to the victim." })
  relationship: string | null;

  @Field(() => String, { nullable: true, description: "Hair colour." })
  hairColor: string | null;

  @Field(() => SuspectSex, { nullable: true })
  sex: SuspectSex | null;

  @Field(() => SkinTone, { nullable: true })
  skinTone: SkinTone | null;
}

@ObjectType({ description: "What the customer asked for in the Mystery Creator, exactly as they wrote it (show it as text, never as markup)." })
export class CustomCaseBrief {
  @Field({ description: "The writer's contact for questions about the brief, as the customer gave it. Delivery goes to the order's email." })
  email: string;

  @Field({ description: "The date the case is wanted by, `YYYY-MM-DD`." })
  dateRequired: string;

  @Field(() => ReferralSource)
  source: ReferralSource;

  @Field({ description: "The crime scene's city." })
  city: string;

  @Field(() => String, { nullable: true, description: "The crime scene's location within the city." })
  location: string | null;

  @Field(() => [Suspect], { description: "In the order the customer listed them." })
  suspects: Suspect[];
}

@ObjectType("CustomCase", { description: "A custom mystery a customer paid for, written from their brief: brief received → writing → delivered." })
export class CustomCaseType {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { description: "The order it was bought in." })
  orderId: string;

  @Field({ description: "The order number people quote." })
  orderNumber: string;

  @Field(() => CustomCaseStatus)
  status: CustomCaseStatus;

  @Field(() => CustomCaseBrief)
  brief: CustomCaseBrief;

  @Field({ description: "When it was paid for." })
  orderedAt: Date;

  @Field(() => Date, { nullable: true, description: "When the finished PDF was handed over." })
  deliveredAt: Date | null;

  @Field({ description: "Whether the finished PDF was uploaded (it must be before the case is delivered)." })
  hasCaseFile: boolean;
}

@ObjectType({ description: "A page of the custom case queue, oldest first." })
export class CustomCasePage {
  @Field(() => [CustomCaseType])
  items: CustomCaseType[];

  @Field(() => String, { nullable: true, description: "Pass as `after` for the next page; null on the last page." })
  nextCursor: string | null;
}

@ObjectType({ description: "Where to upload a finished PDF: PUT its bytes to `url` with `Content-Type: application/pdf` before `expiresAt`." })
export class UploadLink {
  @Field({ description: "Absolute, signed URL; it stops working at `expiresAt`." })
  url: string;

  @Field()
  expiresAt: Date;

  @Field(() => Int, { description: "The largest file accepted, in bytes." })
  maxBytes: number;
}
