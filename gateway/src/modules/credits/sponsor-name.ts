import { failure, invalidArgument, success } from "../../platform/errors/business-error";
import type { Viewer } from "../../platform/request-context";
import type { CartDetailsPolicy } from "../cart";
import { sponsorshipDetailsSchema } from "./sponsorship-lines";

export const SPONSOR_NAME_MAX_LENGTH = 40;
/** Control and format characters, and angle brackets: nothing that could disguise or mark up a name. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}<>]/u;

/**
 * The name a sponsor shows unless they choose another: first name and last initial ("Ada L."),
 * which says who sponsored without giving a full name away. Without names there is no default:
 * nothing else the shop knows (an email above all) belongs on a public page.
 */
export function defaultSponsorName(viewer: Viewer): string {
  const first = viewer.firstName?.trim() ?? "";
  // By code point, so a last name starting with an astral letter keeps it whole.
  const initial = [...(viewer.lastName?.trim() ?? "")][0]?.toUpperCase();
  if (!initial) return first;
  return first ? `${first} ${initial}.` : `${initial}.`;
}

/** A sponsorship goes in the cart of a signed-in user only (the credits it earns need an account), with a display name. */
export const sponsorshipCartDetails: CartDetailsPolicy = (ctx, _product, input) => {
  const viewer = ctx.viewer;
  if (!viewer) return failure("UNAUTHENTICATED", "Sign in to sponsor a story: the credits it earns go to your account.");
  const name = (input?.sponsorName ?? defaultSponsorName(viewer)).trim().replace(/\s+/g, " ");
  if (name.length === 0) return invalidArgument("sponsorName", "Choose the name to show on the story.");
  // Counted as people count characters (code points), like the storefront's form.
  if ([...name].length > SPONSOR_NAME_MAX_LENGTH) return invalidArgument("sponsorName", `The name shown on the story can be at most ${SPONSOR_NAME_MAX_LENGTH} characters.`);
  if (UNPRINTABLE.test(name)) return invalidArgument("sponsorName", "Use letters, numbers and ordinary punctuation in the name.");
  return success(JSON.stringify(sponsorshipDetailsSchema.parse({ sponsorName: name })));
};
