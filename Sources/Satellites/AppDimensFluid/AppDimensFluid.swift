// Module AppDimensFluid: the fluid curve's product. It re-exports the shared strategy API,
// so `import AppDimensFluid` alone is enough.

@_exported import AppDimensStrategies
