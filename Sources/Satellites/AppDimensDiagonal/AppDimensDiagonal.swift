// Module AppDimensDiagonal: the diagonal curve's product. It re-exports the shared strategy API,
// so `import AppDimensDiagonal` alone is enough.

@_exported import AppDimensStrategies
