import { failure, invalidArgument, success } from "../../platform/errors/business-error";
import type { Viewer } from "../../platform/request-context";
import type { CartDetailsPolicy } from "../cart";
import { sponsorshipDetailsSchema } from "./sponsorship-lines";

export const SPONSOR_NAME_MAX_LENGTH = 40;
/** Control and format characters, and angle brackets: nothing that could disguise or mark up a name. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}<>]/u;

/** The name a sponsor shows unless they choose another: first name and last initial ("Ada L."). */
export function defaultSponsorName(viewer: Viewer): string {
  const first = viewer.firstName?.trim();
  const initial = viewer.lastName?.trim().charAt(0).toUpperCase();
  if (first) return initial ? `${first} ${initial}.` : first;
  return viewer.email?.split("@")[0]?.slice(0, SPONSOR_NAME_MAX_LENGTH) || "A fellow detective";
}

/** A sponsorship goes in the cart of a signed-in user only (the credits it earns need an account), with a display name. */
export const sponsorshipCartDetails: CartDetailsPolicy = (ctx, _product, input) => {
  const viewer = ctx.viewer;
  if (!viewer) return failure("UNAUTHENTICATED", "Sign in to sponsor a story: the credits it earns go to your account.");
  const name = (input?.sponsorName ?? defaultSponsorName(viewer)).trim().replace(/\s+/g, " ");
  if (name.length === 0) return invalidArgument("sponsorName", "Choose the name to show on the story.");
  if (name.length > SPONSOR_NAME_MAX_LENGTH) return invalidArgument("sponsorName", `The name shown on the story can be at most ${SPONSOR_NAME_MAX_LENGTH} characters.`);
  if (UNPRINTABLE.test(name)) return invalidArgument("sponsorName", "Use letters, numbers and ordinary punctuation in the name.");
  return success(JSON.stringify(sponsorshipDetailsSchema.parse({ sponsorName: name })));
};
