/** The dependency rule of docs/architecture.md: core imports nothing outside core but a few pure libraries. */
module.exports = {
  forbidden: [
    {
      name: 'core-stays-pure',
      comment:
        'core/ may import only core/, neverthrow, the date library and the pure validation libraries (docs/architecture.md, "The dependency rule").',
      severity: 'error',
      from: { path: '^core/', pathNot: '\\.test\\.ts$' },
      to: {
        pathNot: ['^core/', '^node_modules/(neverthrow|date-fns|@date-fns/tz|libphonenumber-js|ibantools)/'],
      },
    },
    {
      name: 'core-uses-no-node-builtins',
      comment: 'core/ does no I/O: no node: built-ins.',
      severity: 'error',
      from: { path: '^core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-adapter-reaches-into-another',
      comment: 'Adapters meet only through core and contracts; the composition roots wire them.',
      severity: 'error',
      from: { path: '^adapters/(react-ui|sql)/' },
      to: { path: '^adapters/cli/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
