// Module AppDimensMetal: the window metrics as a fixed 64-byte GPU uniform block (SPEC §8).
//
// Policy: `AppDimensUniforms` is portable and tested everywhere; only `Apple/` touches Metal,
// fenced with `#if canImport(Metal)`. On watchOS (no Metal) the module is the portable part.
// It re-exports the principal engine.

@_exported import AppDimens
