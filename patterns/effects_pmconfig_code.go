package patterns

import "strings"

// npm reads its configuration from the environment too (rt21d #10): any
// variable whose name starts with npm_config_, in any case, sets the key
// after it, with _ read as - (npm_config_node_options is node-options);
// pnpm and yarn 1 read the same names, and yarn 2+ reads its settings from
// YARN_ and the setting in upper snake case (YARN_YARN_PATH is yarnPath).
// The keys below make the package manager, or the node it starts for
// every script, load or run code the words do not show.

// pmConfigCodeKeys are npm's and pnpm's configuration keys that load or
// run code: nil for any value (a program, a module or a configuration
// file the key names), else the options of the value that do (node's
// loaders in node-options, which npm hands to every script's node as
// NODE_OPTIONS). script-shell is read as a command string elsewhere
// (envCommandVars), and the registry keys are the source redirect's.
var pmConfigCodeKeys = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"node-options": {"-r", "--require", "--import", "--loader", "--experimental-loader", "--env-file", "--env-file-if-exists"},
		"node-gyp":     nil, "git": nil, "shell": nil, "editor": nil, "browser": nil, "viewer": nil,
		"init-module": nil, "onload-script": nil, "userconfig": nil, "globalconfig": nil,
		"pnpmfile": nil, "global-pnpmfile": nil, "npm-path": nil,
	}
}}

// yarnCodeVars are yarn 2+'s settings through the environment that run
// code: the yarn release it runs (yarnPath), its plugins, and another rc
// file (which may set either).
var yarnCodeVars = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"YARN_YARN_PATH": true, "YARN_PLUGINS": true, "YARN_RC_FILENAME": true}
}}

// pmConfigCode reports whether the variable name sets a package
// manager's configuration key that loads code, and the options of its
// value that do (nil: any value).
func pmConfigCode(name string) ([]string, bool) {
	if yarnCodeVars.get()[name] {
		return nil, true
	}
	const prefix = "npm_config_"
	if len(name) <= len(prefix) || !strings.EqualFold(name[:len(prefix)], prefix) {
		return nil, false
	}
	key := strings.ReplaceAll(strings.ToLower(name[len(prefix):]), "_", "-")
	opts, ok := pmConfigCodeKeys.get()[key]
	return opts, ok
}
