import { Field, ID, ObjectType } from "type-graphql";
import { Story } from "../stories";
import { PurchaseType } from "./purchase-type";

@ObjectType({ description: "A story in the signed-in user's library." })
export class LibraryItem {
  @Field(() => ID, { description: "The library entry's id; ask `requestDownload` for a link to its case file." })
  id: string;

  @Field(() => Story, { description: "The story owned." })
  story: Story;

  @Field(() => PurchaseType, { description: "How the story was acquired." })
  purchaseType: PurchaseType;

  @Field({ description: "When the story was acquired." })
  acquiredAt: Date;
}

@ObjectType({ description: "A short-lived link to download a case file." })
export class DownloadLink {
  @Field({ description: "Absolute URL of the PDF; it stops working at `expiresAt`." })
  url: string;

  @Field({ description: "When the link stops working (a few minutes from now). The right to download never expires: ask again." })
  expiresAt: Date;
}
