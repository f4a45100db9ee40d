/// The pure curve kernels of Behavior Reference › Strategies: each maps a window dimension (and its
/// options) to the factor a base value is multiplied by.
///
/// One curve per file (`ScalingCurves+Auto.swift`, …). They live in the principal module so
/// that ``DimensFactors`` can precompute every default factor once per configuration; the
/// options-based API (`16.powerDp(configuration)`, `16.dynamic(.diagonal, configuration)`)
/// lives in `AppDimensStrategies` and calls these kernels.
public enum ScalingCurves: Sendable {}
