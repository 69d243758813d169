/** The gateway's layering: the platform knows nothing of the shop's domains or of how they are composed. */
module.exports = {
  forbidden: [
    {
      name: "platform-never-imports-modules",
      comment: "platform/ is the shop's plumbing; the composition root in app/ wires modules onto it.",
      severity: "error",
      from: { path: "^src/platform/" },
      to: { path: "^src/(modules|app)/" },
    },
    {
      name: "modules-import-each-other-through-index",
      comment: "A module reaches another only through that module's index.ts, its public surface.",
      severity: "error",
      from: { path: "^src/modules/([^/]+)/", pathNot: "\\.test\\.ts$" },
      to: { path: "^src/modules/([^/]+)/(?!index\\.ts$)", pathNot: "^src/modules/$1/" },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
