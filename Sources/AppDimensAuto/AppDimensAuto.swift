// Module AppDimensAuto: conditional values scaled with the auto curve (Behavior Reference › Auto).
//
// `16.autoScaledDp.qualifier(24, .width, minimum: 600).rotate(14, .landscape)
//   .mode(28, .television).resolve(configuration)`
//
// Policy: this module adds no ranking of its own. An Auto chain stores a principal
// `ScaledDpBuilder` (base value, links, final qualifier, inverter, flags) and asks it to select
// the value by the one ranking rule (`ConditionRanking`); only the final curve differs: the
// auto curve of Behavior Reference › Strategies (`ScalingCurves.auto`) instead of the linear `d /
// 300`.
//
// Policy: it uses only the principal module (the auto kernel lives there), so it does not
// depend on the state of `AppDimensStrategies`, which it merely re-exports.

@_exported import AppDimens
@_exported import AppDimensStrategies
