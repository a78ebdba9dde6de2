import { useEffect } from "react";
import { RESIZE_DEBOUNCE_MS, visibleForWidth } from "./carouselState";

/** Reports the visible card count after the window stops resizing for 150 ms. */
export function useVisibleCountOnResize(onChange: (visible: number) => void) {
  useEffect(() => {
    let timer = 0;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => onChange(visibleForWidth(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [onChange]);
}
