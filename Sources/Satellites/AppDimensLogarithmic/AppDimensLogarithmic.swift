// Module AppDimensLogarithmic: the logarithmic curve's product. It re-exports the shared strategy API,
// so `import AppDimensLogarithmic` alone is enough.

@_exported import AppDimensStrategies
