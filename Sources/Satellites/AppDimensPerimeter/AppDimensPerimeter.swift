// Module AppDimensPerimeter: the perimeter curve's product. It re-exports the shared strategy API,
// so `import AppDimensPerimeter` alone is enough.

@_exported import AppDimensStrategies
