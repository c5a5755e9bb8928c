// Package shelldialect reads a command as a shell other than bash would
// (sh or dash, zsh) and says where that reading differs from bash's, with
// mvdan/sh's parser. It is apart from internal/hookcall so that a hook
// which only relays to a broker (cmd/ozdesk-hook-broker) links no shell
// parser: mvdan/sh's initialisers (fileutil's regular expressions, and
// the unicode tables regexp/syntax brings) run in every process that
// links it. The broker reads the shells such a hook names
// (askwire.Request.Shells); the full build's adapters read them
// themselves.
package shelldialect
