import { createStyles } from "@mantine/core";
import Markdown, { type Components } from "react-markdown";
import { Link } from "../i18n/links";

/**
 * The formatting staff may use in a page's text (docs/product.md#policy-pages): headings,
 * paragraphs, bulleted and numbered lists, bold, italics and links. Anything else Markdown knows
 * (images, code, quotes, rules) shows as its plain text; HTML is never rendered (`skipHtml`, and
 * the database refuses it); react-markdown builds React elements, never an HTML string.
 */
export const allowedElements = ["h1", "h2", "h3", "h4", "h5", "h6", "p", "ul", "ol", "li", "a", "strong", "em"];

/**
 * A link's target, or null when it is not one a visitor should follow: only http(s), mailto:
 * and tel: links and the site's own addresses ("/privacy", "#rights"). javascript:, data: and
 * every other scheme are refused, whatever their case or the spaces and controls around them.
 */
export function safeLinkTarget(url: string): string | null {
  // Browsers ignore tabs and newlines inside a scheme ("java\tscript:"), and leading controls.
  // eslint-disable-next-line no-control-regex
  const target = url.replace(/[\u0000-\u0020\u007f]/g, "");
  if (/^(https?:\/\/|mailto:|tel:)/i.test(target)) return target;
  if (/^\/(?!\/)|^#/.test(target)) return target;
  return null;
}

const useStyles = createStyles((theme) => ({
  body: {
    color: theme.colors.gray[9],
    fontSize: theme.fontSizes.md,
    lineHeight: 1.65,
    "& h2": {
      color: theme.colors.brand[8],
      fontSize: 24,
      lineHeight: 1.3,
      margin: `${theme.spacing.xl}px 0 ${theme.spacing.sm}px`,
    },
    "& h3, & h4": {
      color: theme.colors.brand[8],
      fontSize: 20,
      lineHeight: 1.3,
      margin: `${theme.spacing.lg}px 0 ${theme.spacing.xs}px`,
    },
    "& p": { margin: `0 0 ${theme.spacing.md}px` },
    "& ul, & ol": { margin: `0 0 ${theme.spacing.md}px`, paddingLeft: 24 },
    "& li": { marginBottom: 6 },
    "& a": { color: theme.colors.brand[8], textDecoration: "underline", textUnderlineOffset: 3 },
  },
}));

// The page's title is its only h1: the text's headings start at h2 and go no deeper than h4.
const components: Components = {
  h1: ({ children }) => <h2>{children}</h2>,
  h2: ({ children }) => <h2>{children}</h2>,
  h3: ({ children }) => <h3>{children}</h3>,
  h4: ({ children }) => <h4>{children}</h4>,
  h5: ({ children }) => <h4>{children}</h4>,
  h6: ({ children }) => <h4>{children}</h4>,
  a: ({ href, children }) => {
    const target = href ? safeLinkTarget(href) : null;
    if (!target) return <>{children}</>;
    // The site's own addresses lead to the page in the reader's language.
    if (target.startsWith("/")) return <Link to={target}>{children}</Link>;
    return <a href={target}>{children}</a>;
  },
};

/** A page's text, written by staff in the Markdown subset above. */
export function PolicyBody({ text, lang, id }: { text: string; lang?: string; id?: string }) {
  const { classes } = useStyles();
  return (
    <div className={classes.body} lang={lang} id={id}>
      <Markdown
        allowedElements={allowedElements}
        unwrapDisallowed
        skipHtml
        components={components}
        urlTransform={(url) => safeLinkTarget(url)}
      >
        {text}
      </Markdown>
    </div>
  );
}
