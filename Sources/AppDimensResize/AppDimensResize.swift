// Module AppDimensResize: the auto-resize math of Behavior Reference › Resize and units (candidate
// sizes, the largest fitting one, and the bounds they come from). It re-exports the principal
// engine.

@_exported import AppDimens
