// Module AppDimensDevices: a catalog of current Apple devices, each able to produce the
// `DimensConfiguration` of its screen in portrait, landscape and the iPad Split View panes.
//
// Policy: the catalog serves previews, the command-line tool and tests. Runtime code must use
// the live window size, never a model table (Display Zoom, Stage Manager and visionOS windows
// all report sizes no table can predict).

@_exported import AppDimens
