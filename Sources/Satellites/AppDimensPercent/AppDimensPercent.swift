// Module AppDimensPercent: the percent curve's product. It re-exports the shared strategy API,
// so `import AppDimensPercent` alone is enough.

@_exported import AppDimensStrategies
