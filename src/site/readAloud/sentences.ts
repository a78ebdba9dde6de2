// The text of an element as sentences, each with the DOM range it covers, so that the sentence
// being read can be highlighted where it stands (docs/architecture.md#read-aloud).

/** Ends a sentence when followed by a space or the end: '.', '!', '?'. */
const ENDS_BEFORE_SPACE = /[.!?]/;
/** Ends a sentence wherever it stands: Hindi's danda and double danda. */
const ENDS_ALWAYS = /[।॥]/;
/** Closing marks that belong to the sentence they follow. */
const CLOSERS = /["'”’)\]]/;
/** Elements whose text starts a new sentence (a heading, a paragraph, an item of a list). */
const BLOCKS = new Set(["P", "LI", "H1", "H2", "H3", "H4", "H5", "H6", "DIV", "BLOCKQUOTE", "DD", "DT", "TD", "TH"]);

/** The spans [start, end) of a text's sentences, without their surrounding white space. */
export function sentenceSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let start = 0;
  const cut = (end: number) => {
    const piece = text.slice(start, end);
    const lead = piece.length - piece.trimStart().length;
    const trimmed = piece.trim();
    if (/[\p{L}\p{N}]/u.test(trimmed)) spans.push([start + lead, start + lead + trimmed.length]);
    start = end;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === "\n") {
      cut(i);
      continue;
    }
    const always = ENDS_ALWAYS.test(char);
    if (!always && !ENDS_BEFORE_SPACE.test(char)) continue;
    let end = i + 1;
    while (
      end < text.length &&
      (ENDS_ALWAYS.test(text[end]) || ENDS_BEFORE_SPACE.test(text[end]) || CLOSERS.test(text[end]))
    )
      end += 1;
    if (always || end === text.length || /\s/.test(text[end])) {
      cut(end);
      i = end - 1;
    }
  }
  cut(text.length);
  return spans;
}

export interface Sentence {
  text: string;
  range: Range;
}

interface Piece {
  node: Text;
  /** Where the node's text starts in the joined text. */
  at: number;
}

/** The element's visible text, a line break between blocks, and where each text node sits in it. */
function joinedText(element: HTMLElement): { text: string; pieces: Piece[] } {
  const pieces: Piece[] = [];
  let text = "";
  let lastBlock: Element | null = null;
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest("[aria-hidden='true'], [hidden], script, style, button")
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const block = blockOf(node, element);
    if (text && block !== lastBlock) text += "\n";
    lastBlock = block;
    pieces.push({ node: node as Text, at: text.length });
    text += node.nodeValue ?? "";
  }
  return { text, pieces };
}

function blockOf(node: Node, root: HTMLElement): Element {
  for (let at = node.parentElement; at && at !== root; at = at.parentElement) if (BLOCKS.has(at.tagName)) return at;
  return root;
}

/** The node and offset of a position of the joined text (a position inside a piece). */
function pointAt(pieces: Piece[], position: number, isEnd: boolean): [Text, number] {
  for (let i = pieces.length - 1; i >= 0; i -= 1) {
    const { node, at } = pieces[i];
    if (isEnd ? position > at : position >= at) return [node, Math.min(position - at, node.length)];
  }
  return [pieces[0].node, 0];
}

/** The element's sentences, in reading order. */
export function sentencesOf(element: HTMLElement): Sentence[] {
  const { text, pieces } = joinedText(element);
  if (pieces.length === 0) return [];
  return sentenceSpans(text).map(([start, end]) => {
    const range = element.ownerDocument.createRange();
    range.setStart(...pointAt(pieces, start, false));
    range.setEnd(...pointAt(pieces, end, true));
    return { text: text.slice(start, end), range };
  });
}
