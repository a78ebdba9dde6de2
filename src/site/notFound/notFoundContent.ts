// Fixed copy for any unknown path (docs/product.md#not-found-page).

export const notFound = {
  title: "Page not found",
  description: "The page you were looking for could not be found.",
  code: "404",
  heading: "Oops! Page not found",
  text: "The page you are looking for may have moved, or the link may be mistyped.",
  homeLink: "Go back to the home page",
};
