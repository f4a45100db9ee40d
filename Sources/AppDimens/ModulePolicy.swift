// Module AppDimens: the principal engine.
//
// Policy: this module imports only the standard library (and libm through the platform C
// module for `log`); every other module re-exports it, so `import AppDimensPower` alone
// gives the whole principal API.
