// Module AppDimensUnits: physical units (SPEC §6) — inches, centimeters and millimeters to
// points and pixels, physical when the pixel density is known, typographic otherwise. It
// re-exports the principal engine.

@_exported import AppDimens
