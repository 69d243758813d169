import { CreateCatalogue1763740800000 } from "./1763740800000-create-catalogue";
import { CreateUsers1763827200000 } from "./1763827200000-create-users";
import { CreateIdentity1763913600000 } from "./1763913600000-create-identity";
import { CreateCacheGenerations1764000000000 } from "./1764000000000-create-cache-generations";

/** In order of application. */
export const MYSQL_MIGRATIONS = [CreateCatalogue1763740800000, CreateUsers1763827200000, CreateIdentity1763913600000, CreateCacheGenerations1764000000000];
