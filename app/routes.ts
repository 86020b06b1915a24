import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { notFoundPage, pages } from "./model/pages";

export default [
  ...pages.map((page) => (page.path === "/" ? index(page.file) : route(page.path, page.file))),
  // Any other path: the not-found page (prerendered as 404.html).
  route("*", notFoundPage.file),
] satisfies RouteConfig;
