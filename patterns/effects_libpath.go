package patterns

// The dynamic loader's search paths (LD_LIBRARY_PATH, and macOS's
// DYLD_LIBRARY_PATH and DYLD_FALLBACK_LIBRARY_PATH) load a library from
// the first directory that holds one of the name a program needs. Set to
// directories of the project (`LD_LIBRARY_PATH=build/lib ./build/app`)
// or the system's, they load what the project builds, as running
// `./build/app` does; a directory anywhere else (`/tmp/x`, `~/lib`, a
// word the line does not show) loads code that nobody has read, into
// every program of the part (rt17d #15). They are judged as the
// languages' module paths are (effects_modpath.go). The loader's other
// variables (LD_PRELOAD, LD_AUDIT, DYLD_INSERT_LIBRARIES …) load code
// whatever their value (effects_envcode.go).

// libraryPathVars are the loader's search-path variables.
var libraryPathVars = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"LD_LIBRARY_PATH": true, "DYLD_LIBRARY_PATH": true, "DYLD_FALLBACK_LIBRARY_PATH": true}
}}
