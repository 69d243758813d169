import { CreateCatalogue1763740800000 } from "./1763740800000-create-catalogue";
import { CreateUsers1763827200000 } from "./1763827200000-create-users";
import { CreateIdentity1763913600000 } from "./1763913600000-create-identity";
import { CreateCacheGenerations1764000000000 } from "./1764000000000-create-cache-generations";
import { CreateOutbox1764086400000 } from "./1764086400000-create-outbox";
import { CreateCommerce1764129600000 } from "./1764129600000-create-commerce";
import { CreateSandboxPayments1764172800000 } from "./1764172800000-create-sandbox-payments";
import { CreateCredits1764216000000 } from "./1764216000000-create-credits";
import { CreateShipments1764259200000 } from "./1764259200000-create-shipments";
import { CreateCustomCases1764302400000 } from "./1764302400000-create-custom-cases";
import { AddStoryFacets1764400000000 } from "./1764400000000-add-story-facets";
import { AddStoryPriceIndex1764400100000 } from "./1764400100000-add-story-price-index";
import { AddAdminOverride1764401000000 } from "./1764401000000-add-admin-override";
import { CreateRefundRequests1764402000000 } from "./1764402000000-create-refund-requests";
import { IndexOrdersForTheBackOffice1764402100000 } from "./1764402100000-index-orders-for-the-back-office";
import { CreateAnalytics1764403000000 } from "./1764403000000-create-analytics";

/** In order of application. */
export const MYSQL_MIGRATIONS = [CreateCatalogue1763740800000, CreateUsers1763827200000, CreateIdentity1763913600000, CreateCacheGenerations1764000000000, CreateOutbox1764086400000, CreateCommerce1764129600000, CreateSandboxPayments1764172800000, CreateCredits1764216000000, CreateShipments1764259200000, CreateCustomCases1764302400000, AddStoryFacets1764400000000, AddStoryPriceIndex1764400100000, AddAdminOverride1764401000000, CreateRefundRequests1764402000000, IndexOrdersForTheBackOffice1764402100000, CreateAnalytics1764403000000];
