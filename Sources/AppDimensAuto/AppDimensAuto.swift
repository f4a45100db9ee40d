// Module AppDimensAuto. Filled by its issue; it re-exports the principal engine.

@_exported import AppDimens
@_exported import AppDimensStrategies
