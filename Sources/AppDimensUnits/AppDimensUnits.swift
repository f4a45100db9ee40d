// Module AppDimensUnits: physical units (Behavior Reference › Resize and units) — inches,
// centimeters and millimeters to points and pixels, physical when the pixel density is known,
// typographic otherwise. It re-exports the principal engine.

@_exported import AppDimens
