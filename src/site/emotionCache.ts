import { createEmotionCache } from "@mantine/core";
import type { StylisPlugin } from "@emotion/cache";
import { prefixer } from "stylis";

// The public site's emotion cache: Mantine's own (key "mantine", its styles first in <head>),
// without most of stylis' vendor prefixes. Stylis prefixes every declaration for the browsers of
// 2015 (`display:-webkit-box;display:-ms-flexbox`, `-webkit-align-items`, three `appearance`s),
// which the phones the site serves have long read unprefixed: about 5 KB of the home page's
// inline styles (300 bytes gzip of its 14 KB budget, docs/architecture.md#performance), and work
// for the browser as each style is inserted. The declarations a phone still in use needs prefixed
// keep them (Safari's user-select; backdrop-filter and masks before Safari 18 and 15.4;
// text-size-adjust on iOS; appearance before Safari 15.4). The admin keeps Mantine's default.
const stillPrefixed = /^(?:user-select|backdrop-filter|mask|text-size-adjust|appearance)/;

const somePrefixes: StylisPlugin = (element, index, children, callback) =>
  element.type === "decl" && typeof element.props === "string" && stillPrefixed.test(element.props)
    ? prefixer(element, index, children, callback)
    : undefined;

export const siteEmotionCache = createEmotionCache({ key: "mantine", prepend: true, stylisPlugins: [somePrefixes] });
