import type { Router } from "express";

export interface RouteCall {
  method: string;
  /** As declared, with its parameters: "/admin/stories/:id". */
  declared: string;
  /** A path that reaches it: "/admin/stories/1". */
  path: string;
}

interface RouteLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  /** The path a `use` layer was mounted at (a router's `rawPath`). */
  rawPath?: unknown;
  handle?: { stack?: unknown };
}

/** Every route of the router, those of the routers it mounts included: a route cannot hide in a nested router. */
export function routesOf(router: Pick<Router, "stack">, prefix = ""): RouteCall[] {
  return (router.stack as RouteLayer[]).flatMap((layer) => {
    const nested = layer.handle?.stack;
    if (!layer.route && Array.isArray(nested)) {
      if (typeof layer.rawPath !== "string") throw new Error(`A router is mounted at ${String(layer.rawPath)}: list its routes by hand`);
      return routesOf({ stack: nested }, prefix + (layer.rawPath === "/" ? "" : layer.rawPath));
    }
    if (!layer.route) return [];
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    const methods = Object.keys(layer.route.methods).filter((method) => layer.route?.methods[method]);
    return paths.flatMap((routePath) =>
      methods.map((method) => ({ method: method.toUpperCase(), declared: prefix + routePath, path: (prefix + routePath).replace(/:\w+/g, "1") })),
    );
  });
}
