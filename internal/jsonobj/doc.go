// Package jsonobj reads one JSON object's members without reflection:
// [Check] checks a text as encoding/json's scanner does and finds where
// its one object ends, [Members] hands each member's key and raw value
// to a function, and [String] decodes a string value as encoding/json
// decodes it into a Go string.
//
// A hook reads one small object per call; encoding/json reads it by
// reflection, building field tables and decoders for every type it
// meets, which cost a hook's call more than the rest of its reading
// (docs/adapter-cost.md, fx56g). What it accepts and refuses is held to
// encoding/json's by FuzzAsEncodingJSON.
package jsonobj
