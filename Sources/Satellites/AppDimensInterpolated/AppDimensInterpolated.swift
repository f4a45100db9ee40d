// Module AppDimensInterpolated: the interpolated curve's product. It re-exports the shared strategy API,
// so `import AppDimensInterpolated` alone is enough.

@_exported import AppDimensStrategies
