// Module AppDimensDensity: the density curve's product. It re-exports the shared strategy API,
// so `import AppDimensDensity` alone is enough.

@_exported import AppDimensStrategies
