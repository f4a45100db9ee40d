// Module AppDimensDynamic: every AppDimens module in one import.

@_exported import AppDimens
@_exported import AppDimensAudit
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
