import type { ModuleDescriptor } from "../../platform/module";
import type { CreditsServices } from "../credits";
import type { LibraryService } from "../library";
import type { StoriesService } from "../stories";
import { accountRouter } from "./account.rest";

export interface AccountDependencies {
  library: LibraryService;
  stories: StoriesService;
  credits: CreditsServices;
}

/** The signed-in user's account as the REST façade shows it: status, credits, library and sponsored stories. */
export const accountModule: ModuleDescriptor<null, AccountDependencies> = {
  name: "account",
  entities: [],
  resolvers: [],
  create(_platform, { library, stories, credits }) {
    return {
      services: null,
      routers: [{ mount: "api", router: accountRouter({ library, stories, ledger: credits.ledger, sponsored: credits.sponsored }) }],
    };
  },
};
