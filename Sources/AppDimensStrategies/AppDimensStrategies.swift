// Module AppDimensStrategies: every scaling curve of Behavior Reference › Strategies, as values.
//
// Policy: the curves live here, once each: the kernels (`ScalingCurves`), the strategy values
// that carry their parameters (`ScalingStrategy`), the seed's options on top of them
// (`StrategyOptions`, `16.dynamic(.diagonal, configuration)`, `16.powerDp(configuration)`, …) and
// the precomputed factors of a window (`DimensFactors`). Other modules that need a curve (the
// Auto builders, the Metal uniforms, the web stylesheet) call these kernels. It re-exports the
// principal engine, and every satellite product re-exports it.

@_exported import AppDimens
