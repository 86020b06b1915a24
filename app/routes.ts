import { type RouteConfig, index, route } from "@react-router/dev/routes";
// React Router reads this file in Node, before the build, so it may read the content
// (app/model/built-pages.server.ts): the voucher pages only while they are offered.
import { pagesToBuild } from "./model/built-pages.server";
import { notFoundPage } from "./model/pages";

export default [
  ...pagesToBuild().map((page) =>
    page.path === "/" ? index(page.file) : route(page.path, page.file),
  ),
  // Any other path: the not-found page (prerendered as 404.html).
  route("*", notFoundPage.file),
] satisfies RouteConfig;
