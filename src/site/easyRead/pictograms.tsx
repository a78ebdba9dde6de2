import {
  IconApple,
  IconBook,
  IconBrandWhatsapp,
  IconBuildingBank,
  IconBuildingCommunity,
  IconCalendar,
  IconCircleCheck,
  IconClipboardText,
  IconClock,
  IconCurrencyRupee,
  IconEar,
  IconFolder,
  IconFriends,
  IconGift,
  IconHandStop,
  IconHeart,
  IconHeartHandshake,
  IconHelpCircle,
  IconLock,
  IconMail,
  IconMapPin,
  IconMessageCircle,
  IconMoodKid,
  IconPhone,
  IconPuzzle,
  IconReceipt,
  IconShare,
  IconStethoscope,
  IconWalk,
  type Icon,
} from "@tabler/icons-react";
import type { EasyReadPicture } from "../../lib/easyReadPictures";

// The easy-read pages' pictures (docs/product.md#easy-read): one simple line pictogram per key of
// src/lib/easyRead.ts, inline SVG shipped with the page (no request, no layout shift), in one style.
// Each stands beside a point that says the same in words, so it is decoration to a screen reader
// (aria-hidden), as an easy-read picture supports its text and never replaces it.
const pictograms: Record<EasyReadPicture, Icon> = {
  child: IconMoodKid,
  family: IconFriends,
  doctor: IconStethoscope,
  talk: IconMessageCircle,
  listen: IconEar,
  phone: IconPhone,
  whatsapp: IconBrandWhatsapp,
  mail: IconMail,
  form: IconClipboardText,
  calendar: IconCalendar,
  clock: IconClock,
  centre: IconBuildingCommunity,
  place: IconMapPin,
  play: IconPuzzle,
  learn: IconBook,
  move: IconWalk,
  hands: IconHandStop,
  food: IconApple,
  care: IconHeart,
  help: IconHeartHandshake,
  money: IconCurrencyRupee,
  bank: IconBuildingBank,
  receipt: IconReceipt,
  gift: IconGift,
  share: IconShare,
  question: IconHelpCircle,
  yes: IconCircleCheck,
  private: IconLock,
  papers: IconFolder,
};

/** The picture of a point; a key the site does not know (a newer database) shows the tick. */
export function Pictogram({ picture, size }: { picture: string; size: number }) {
  const Picture = pictograms[picture as EasyReadPicture] ?? IconCircleCheck;
  return <Picture size={size} stroke={1.75} aria-hidden="true" focusable="false" data-picture={picture} />;
}
