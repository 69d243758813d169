import DataLoader from "dataloader";
import type { RequestContext } from "../../platform/request-context";
import type { CustomCase } from "./custom-case.entity";
import type { CustomCases } from "./custom-cases";

export interface CommissionLoaders {
  customCaseByOrderLine: DataLoader<number, CustomCase | null>;
}

/** Built per request so batching never leaks data between requests. */
export function createCommissionLoaders(ctx: RequestContext, cases: CustomCases): CommissionLoaders {
  return {
    customCaseByOrderLine: new DataLoader(async (orderLineIds) => {
      const rows = await cases.byOrderLines(ctx, orderLineIds);
      const byLine = new Map(rows.map((row) => [row.orderLineId, row]));
      return orderLineIds.map((id) => byLine.get(id) ?? null);
    }),
  };
}
