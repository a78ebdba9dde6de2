// The sentence being read, marked where it stands without touching the page's markup: the CSS
// Custom Highlight API paints a range (no layout shift, and `Highlight` in forced colours); where a
// browser lacks it, the range becomes the selection, which every browser paints the same way.

const NAME = "read-aloud";
const STYLE = `::highlight(${NAME}) { background-color: #ffe066; color: #1a1b1e; }
@media (forced-colors: active) { ::highlight(${NAME}) { background-color: Highlight; color: HighlightText; } }`;

export interface Highlighter {
  show(range: Range): void;
  clear(): void;
}

function customHighlights(): HighlightRegistry | null {
  return typeof CSS !== "undefined" && "highlights" in CSS && typeof Highlight === "function" ? CSS.highlights : null;
}

export function highlighter(doc: Document): Highlighter {
  const registry = customHighlights();
  if (!registry) {
    const selection = doc.getSelection();
    return {
      show: (range) => {
        selection?.removeAllRanges();
        selection?.addRange(range);
      },
      clear: () => selection?.removeAllRanges(),
    };
  }
  if (!doc.getElementById(NAME)) {
    const style = doc.createElement("style");
    style.id = NAME;
    style.textContent = STYLE;
    doc.head.append(style);
  }
  const highlight = new Highlight();
  registry.set(NAME, highlight);
  return {
    show: (range) => {
      highlight.clear();
      highlight.add(range);
    },
    clear: () => highlight.clear(),
  };
}
