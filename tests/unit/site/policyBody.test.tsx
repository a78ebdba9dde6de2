import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PolicyBody, safeLinkTarget } from "../../../src/site/policy/PolicyBody";
import { renderPage } from "./renderPage";

// The policy pages' formatting (docs/product.md#policy-pages): headings, paragraphs, lists and
// links become React elements; raw HTML and script links never reach the page.
function renderBody(text: string, path = "/privacy") {
  return renderPage(<PolicyBody text={text} />, path).container;
}

describe("the policy pages' formatting", () => {
  it("renders headings (the page's title is the only h1), paragraphs, lists, bold and links", () => {
    const container = renderBody(
      [
        "# Top",
        "## What we collect",
        "A paragraph with **bold** and *italics*.",
        "- first\n- second",
        "1. one\n2. two",
        "### Smaller",
        "[Write to us](mailto:info@example.org) or see [the terms](/terms) or [a site](https://example.org/x).",
      ].join("\n\n"),
    );
    expect(container.querySelector("h1")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Top" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "What we collect" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Smaller" })).toBeTruthy();
    expect(container.querySelector("strong")?.textContent).toBe("bold");
    expect(container.querySelector("em")?.textContent).toBe("italics");
    expect([...container.querySelectorAll("ul > li")].map((li) => li.textContent)).toEqual(["first", "second"]);
    expect([...container.querySelectorAll("ol > li")].map((li) => li.textContent)).toEqual(["one", "two"]);
    expect(screen.getByRole("link", { name: "Write to us" }).getAttribute("href")).toBe("mailto:info@example.org");
    expect(screen.getByRole("link", { name: "the terms" }).getAttribute("href")).toBe("/terms");
    expect(screen.getByRole("link", { name: "a site" }).getAttribute("href")).toBe("https://example.org/x");
  });

  it("leads a site link to the page in the reader's language", () => {
    renderBody("See [the terms](/terms).", "/hi/privacy");
    expect(screen.getByRole("link", { name: "the terms" }).getAttribute("href")).toBe("/hi/terms");
  });

  it("never renders raw HTML: tags are neither elements nor active", () => {
    const container = renderBody(
      'Before <script>alert(1)</script> <img src=x onerror="alert(1)"> <b>bold?</b>\n\n<div onclick="x()">block</div>\n\nAfter',
    );
    const body = container.firstElementChild!;
    expect(body.querySelector("script, img, b, div, [onerror], [onclick]")).toBeNull();
    expect(body.textContent).not.toContain("block");
    expect(container.textContent).toContain("After");
  });

  it("refuses javascript:, data: and other schemes: the link's text stays, with no link", () => {
    const container = renderBody(
      [
        "[one](javascript:alert(1))",
        "[two](JAVASCRIPT:alert(1))",
        "[three](java%09script:alert(1))",
        "[four](data:text/html;base64,PHNjcmlwdD4=)",
        "[five](vbscript:msgbox)",
        "[six](//evil.example/x)",
        "<javascript:alert(1)>",
      ].join("\n\n"),
    );
    expect(container.querySelectorAll("a")).toHaveLength(0);
    for (const text of ["one", "two", "three", "four", "five", "six"]) expect(container.textContent).toContain(text);
  });

  it("shows images, code and quotes as their plain text", () => {
    const container = renderBody("![a picture](https://example.org/a.png)\n\n`code`\n\n> quoted\n\n---");
    expect(container.querySelector("img, code, pre, blockquote, hr")).toBeNull();
    expect(container.textContent).toContain("code");
    expect(container.textContent).toContain("quoted");
  });

  it.each([
    ["https://example.org", "https://example.org"],
    ["mailto:a@example.org", "mailto:a@example.org"],
    ["tel:+918000012345", "tel:+918000012345"],
    ["/privacy", "/privacy"],
    ["#rights", "#rights"],
    [" javascript:alert(1)", null],
    ["java\tscript:alert(1)", null],
    ["\u0001javascript:alert(1)", null],
    ["data:text/html,x", null],
    ["//evil.example", null],
    ["ftp://example.org", null],
    ["relative/path", null],
  ])("safeLinkTarget(%j) is %j", (url, expected) => {
    expect(safeLinkTarget(url)).toBe(expected);
  });
});
