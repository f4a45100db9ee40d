// Module AppDimensFit: the fit curve's product. It re-exports the shared strategy API,
// so `import AppDimensFit` alone is enough.

@_exported import AppDimensStrategies
