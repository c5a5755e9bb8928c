package patterns

import (
	"encoding/json"
	"strings"
)

// package.json as the reader reads it: its scripts and its config.

// packageConfig returns package.json's config strings that are plain
// text (rt50 A1), by the variable the manager sets each in a script's
// environment: "ozdesk" of `"config":{"bin":"ozdesk"}` is
// npm_package_config_bin's.
func packageConfig(b []byte) map[string]string {
	pkg, ok := parsePackage(b)
	if !ok {
		return nil
	}
	return pkg.config()
}

// config is packageConfig of the package.json pkg was read from.
func (pkg packageJSON) config() map[string]string {
	var config map[string]any
	if json.Unmarshal(pkg.Config, &config) != nil || len(config) == 0 {
		return nil
	}
	out := map[string]string{}
	for k, v := range config {
		s, ok := v.(string)
		if ok && s != "" && !strings.ContainsAny(s, "$`\\'\"\n") && k != "" && strings.Trim(k, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == "" {
			out["npm_package_config_"+k] = s
		}
	}
	return out
}

// packageConfigValues is a script's body with each variable of config it reads
// ($npm_package_config_bin, ${npm_package_config_bin}) as its value.
func packageConfigValues(body string, config map[string]string) string {
	for name, v := range config {
		if strings.Contains(body, name) {
			body = substVar(body, name, v)
		}
	}
	return body
}

// packageRead is how a package.json is read: as a script is, wherever
// it is (Context.ScriptFile), where the caller gives that: `npm --prefix
// /tmp/x run a` and `cd /tmp/x && npm run a` run /tmp/x's script as a
// makefile outside the project runs (rt50k NEW-7); else as a project
// file.
func packageRead(ctx *Context) func(string, int) ([]byte, error) {
	if ctx.ScriptFile != nil {
		return ctx.ScriptFile
	}
	return ctx.ProjectFile
}

// parsePackageScripts reads package.json's scripts: false when it is not
// a JSON object whose scripts, if any, are strings.
func parsePackageScripts(b []byte) (map[string]string, bool) {
	pkg, ok := parsePackage(b)
	return pkg.Scripts, ok
}

// packageJSON is what the reader takes from a package.json, read once:
// its scripts, and its config and packageManager kept as written, so
// that a value of another type there fails no more than it did when each
// was read apart.
type packageJSON struct {
	Scripts        map[string]string `json:"scripts"`
	Config         json.RawMessage   `json:"config"`
	PackageManager json.RawMessage   `json:"packageManager"`
	// the dependencies, for the local ones an install runs the scripts of
	Dependencies         json.RawMessage `json:"dependencies"`
	DevDependencies      json.RawMessage `json:"devDependencies"`
	OptionalDependencies json.RawMessage `json:"optionalDependencies"`
}

// parsePackage reads package.json b (after a byte order mark): false
// when it is not a JSON object whose scripts, if any, are strings.
func parsePackage(b []byte) (packageJSON, bool) {
	var pkg packageJSON
	if err := json.Unmarshal(stripBOM(b), &pkg); err != nil {
		return packageJSON{}, false
	}
	return pkg, true
}
