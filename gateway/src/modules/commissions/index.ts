import type { ModuleDescriptor } from "../../platform/module";
import type { CartDetailsPolicy, CartDetailsSummary } from "../cart";
import type { VerifiedAccounts } from "../library";
import { ProductKind } from "../products";
import { CommissionsResolver } from "./commissions.resolver";
import { type CommissionLoaders, createCommissionLoaders } from "./commissions.loaders";
import { customCaseCartDetails, customCaseCartSummary } from "./custom-case-cart-details";
import { CustomCaseDownloads } from "./custom-case-downloads";
import { customCaseFilesRouter } from "./custom-case-files.router";
import { type CustomCaseLineHandler, customCaseLines } from "./custom-case-lines";
import { CustomCaseLinks } from "./custom-case-links";
import { CustomCaseProduction } from "./custom-case-production";
import { CustomCase } from "./custom-case.entity";
import { CustomCases } from "./custom-cases";
import { customCasesRouter } from "./custom-cases.rest";
import { CUSTOM_CASE_DELIVERED_TOPIC, deliveredEmail } from "./delivered-email";
import { NEW_CUSTOM_CASE_TOPIC, newCaseEmail } from "./new-case-email";
import { OrderLineCustomCaseResolver } from "./order-line-custom-case.resolver";

declare module "../../platform/graphql/graphql-context" {
  interface RequestLoaders {
    commissions: CommissionLoaders;
  }
}

export { CustomCaseStatus } from "./custom-case-status";
export type { CustomCases } from "./custom-cases";
export type { CustomCaseProduction } from "./custom-case-production";
export { CustomCaseType } from "./commissions.types";
export { customCaseType } from "./custom-case-views";

export interface CommissionsServices {
  /** How a paid line of this kind is delivered, refunded and downloaded, for the orders module. */
  lines: CustomCaseLineHandler;
  /** What the cart checks and keeps for this kind. */
  cartDetails: ReadonlyMap<ProductKind, CartDetailsPolicy>;
  /** The one line the cart shows for what it keeps. */
  cartSummaries: ReadonlyMap<ProductKind, CartDetailsSummary>;
  /** Reading custom cases: the operator's queue, a customer's own. */
  cases: CustomCases;
  /** The operator's work on a case: writing, the finished PDF, delivery. */
  production: CustomCaseProduction;
}

export interface CommissionsDependencies {
  /** Who holds a verified email: a visitor's custom case bought with it belongs to that account. */
  accounts: VerifiedAccounts;
}

/** Custom cases (Mystery Creator): the brief the cart keeps, the commission a paid line becomes, and its production (brief received → writing → delivered). */
export const commissionsModule: ModuleDescriptor<CommissionsServices, CommissionsDependencies> = {
  name: "commissions",
  entities: [CustomCase],
  resolvers: [CommissionsResolver, OrderLineCustomCaseResolver],
  create({ config, uow, outbox, mailer, signer, files, clock }, { accounts }) {
    const links = new CustomCaseLinks(signer, config.publicUrl, clock);
    const cases = new CustomCases(uow);
    const production = new CustomCaseProduction(uow, outbox, files, clock);
    const downloads = new CustomCaseDownloads(cases, links);
    return {
      services: {
        lines: customCaseLines({ uow, outbox, links, accounts, clock }),
        cartDetails: new Map([[ProductKind.CUSTOM_CASE, customCaseCartDetails(clock)]]),
        cartSummaries: new Map([[ProductKind.CUSTOM_CASE, customCaseCartSummary]]),
        cases,
        production,
      },
      resolvers: [new CommissionsResolver(cases, production, downloads), new OrderLineCustomCaseResolver()],
      routers: [
        { mount: "root", router: customCaseFilesRouter({ links, cases, production, files }) },
        { mount: "api", router: customCasesRouter(cases) },
      ],
      loaders: (ctx) => ({ commissions: createCommissionLoaders(ctx, cases) }),
      outboxHandlers: {
        [NEW_CUSTOM_CASE_TOPIC]: newCaseEmail({ uow, mailer, operatorEmail: config.operatorEmail, publicUrl: config.publicUrl }),
        [CUSTOM_CASE_DELIVERED_TOPIC]: deliveredEmail({ uow, mailer, signer, publicUrl: config.publicUrl }),
      },
    };
  },
};
