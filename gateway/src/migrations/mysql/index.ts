import { CreateCatalogue1763740800000 } from "./1763740800000-create-catalogue";

/** In order of application. */
export const MYSQL_MIGRATIONS = [CreateCatalogue1763740800000];
