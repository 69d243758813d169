import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { GraphqlContext } from "../../platform/graphql/graphql-context";
import { OrderLineType } from "../orders";
import { ProductKind } from "../products";
import { CustomCaseType } from "./commissions.types";
import { customCaseType } from "./custom-case-views";

/** The custom case an order line became, for whoever may view the order. */
@Resolver(() => OrderLineType)
export class OrderLineCustomCaseResolver {
  @FieldResolver(() => CustomCaseType, { nullable: true, description: "The custom case this line became once paid; null for other kinds of line." })
  async customCase(@Root() line: OrderLineType, @Ctx() { loaders }: GraphqlContext): Promise<CustomCaseType | null> {
    if (line.kind !== ProductKind.CUSTOM_CASE) return null;
    const row = await loaders.commissions.customCaseByOrderLine.load(Number(line.id));
    return row ? customCaseType(row) : null;
  }
}
