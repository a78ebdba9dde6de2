import type { HiddenFormPost } from "./submitContactMessage";

const HIDDEN_FRAME_CLEANUP_MS = 2000;

/**
 * The last resort: a plain HTML form posted into a hidden frame, which works where a script's
 * fetch is blocked. Its answer cannot be read; the frame is removed after 2 s.
 */
export const postHiddenForm: HiddenFormPost = (actionUrl, fields) =>
  new Promise((resolve) => {
    const frameName = `contact-frame-${Date.now()}`;
    const frame = document.createElement("iframe");
    frame.name = frameName;
    frame.title = "Contact form delivery";
    frame.hidden = true;
    frame.setAttribute("aria-hidden", "true");
    frame.tabIndex = -1;
    document.body.append(frame);

    const form = document.createElement("form");
    form.method = "POST";
    form.action = actionUrl;
    form.target = frameName;
    form.hidden = true;
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
    form.remove();

    window.setTimeout(() => {
      frame.remove();
      resolve();
    }, HIDDEN_FRAME_CLEANUP_MS);
  });
