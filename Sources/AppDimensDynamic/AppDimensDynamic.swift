// Module AppDimensDynamic: every module an app runs, in one import. The design audit
// (AppDimensAudit) and Adaptizer's module-level names (AppDimensAdaptizer) are products of
// their own: an app that imports this module compiles and links neither.

@_exported import AppDimens
@_exported import AppDimensAuto
@_exported import AppDimensBreakpoints
@_exported import AppDimensDensity
@_exported import AppDimensDevices
@_exported import AppDimensDiagonal
@_exported import AppDimensDynamicType
@_exported import AppDimensFill
@_exported import AppDimensFit
@_exported import AppDimensFluid
@_exported import AppDimensInterpolated
@_exported import AppDimensLogarithmic
@_exported import AppDimensMetal
@_exported import AppDimensPercent
@_exported import AppDimensPerimeter
@_exported import AppDimensPower
@_exported import AppDimensResize
@_exported import AppDimensStrategies
@_exported import AppDimensUnits
