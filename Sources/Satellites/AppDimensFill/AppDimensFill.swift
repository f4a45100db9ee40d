// Module AppDimensFill: the fill curve's product. It re-exports the shared strategy API,
// so `import AppDimensFill` alone is enough.

@_exported import AppDimensStrategies
