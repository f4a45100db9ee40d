// Module AppDimensResize. Filled by its issue; it re-exports the principal engine.

@_exported import AppDimens
