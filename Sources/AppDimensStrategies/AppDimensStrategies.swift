// Module AppDimensStrategies: every scaling curve of Behavior Reference › Strategies behind one
// options type.
//
// Policy: the pure curve kernels (`ScalingCurves`) and the `ScalingStrategy` enum live in the
// principal module so `DimensFactors` can precompute them; this module adds the options-based
// API (`StrategyOptions`, `16.dynamic(.diagonal, configuration)`, `16.powerDp(configuration)`,
// …). It re-exports the principal engine, and every satellite product re-exports it.

@_exported import AppDimens
