// Module AppDimensPower: the power curve's product. It re-exports the shared strategy API,
// so `import AppDimensPower` alone is enough.

@_exported import AppDimensStrategies
