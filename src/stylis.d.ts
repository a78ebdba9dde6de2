// stylis (emotion's CSS preprocessor) ships no types; its prefixer is an emotion stylis plugin.
declare module "stylis" {
  import type { StylisPlugin } from "@emotion/cache";
  export const prefixer: StylisPlugin;
}
