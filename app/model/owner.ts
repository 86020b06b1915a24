// The owner in person, as Home and Chi sono show her: her name (salon.json,
// the same the privacy policy names as data controller) and her portrait, the
// photo she uploads in the CMS or, until then, an illustration that says it is one.
import { portraitAlt } from "../lib/site-images";
import { siteImage } from "./pictures";
import { salon } from "./salon";

export const owner = {
  name: salon.owner,
  portrait: siteImage({ illustration: "ritratto", photo: salon.portrait }, "portrait"),
  portraitAlt: portraitAlt(salon.owner, salon.portrait),
} as const;
