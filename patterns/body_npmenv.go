package patterns

import (
	"encoding/json"
	"path"
	"strings"
)

// The values npm puts in a script's environment (body_npm.go, rt53 N5):
// package.json's fields as npm_package_NAME (`$npm_package_name`,
// `$npm_package_version`; an object's strings one level down as
// npm_package_FIELD_KEY, `$npm_package_scripts_x`, as yarn 1 sets them),
// its config as npm_package_config_NAME (fx53a), and every key of the
// package's own .npmrc as npm_config_KEY (`oz=ozdesk` is
// `$npm_config_oz`), each name with what is not a letter, a digit or _
// read as _. A script that reads one is judged with its value in its
// stead, where the value is plain text (no quote, $, backslash or line
// break). And an .npmrc whose node-options loads a module (`--require`,
// `-r`, `--import`, `--loader`) has every node a script starts run that
// module first: it is not read, so the scripts ask as unreadable, as
// script-shell's do (body_npmrc.go).

// packageEnv returns the variables a script of the package in dir reads
// from its environment, by name: the package.json b's fields and config,
// and the .npmrc's keys.
func packageEnv(ctx *Context, dir string, b []byte, config map[string]string) map[string]string {
	env := map[string]string{}
	for k, v := range config {
		env[k] = v
	}
	var fields map[string]json.RawMessage
	if json.Unmarshal(stripBOM(b), &fields) == nil {
		for k, raw := range fields {
			var s string
			if json.Unmarshal(raw, &s) == nil {
				pkgEnvSet(env, "npm_package_"+envName(k), s)
				continue
			}
			var obj map[string]any
			if k == "config" || json.Unmarshal(raw, &obj) != nil {
				continue
			}
			for k2, v := range obj {
				if s, ok := v.(string); ok {
					pkgEnvSet(env, "npm_package_"+envName(k)+"_"+envName(k2), s)
				}
			}
		}
	}
	if rc, err := ctx.ProjectFile(path.Join(dir, ".npmrc"), runnerConfigMax); err == nil {
		for _, line := range strings.Split(string(rc), "\n") {
			k, _, ok := strings.Cut(strings.TrimSpace(line), "=")
			k = strings.TrimSpace(k)
			if !ok || k == "" || k[0] == ';' || k[0] == '#' {
				continue
			}
			if v, found := npmrcValue(string(rc), k); found {
				pkgEnvSet(env, "npm_config_"+envName(k), v)
			}
		}
	}
	return env
}

// pkgEnvSet sets name to v where v is plain text a body may hold in the
// variable's stead.
func pkgEnvSet(env map[string]string, name, v string) {
	if v != "" && !strings.ContainsAny(v, "$`\\'\"\n\r") {
		env[name] = v
	}
}

// envName is key as npm names its variable: each byte that is not a
// letter, a digit or _ read as _.
func envName(key string) string {
	b := []byte(key)
	for i, c := range b {
		if !isNameByte(c) {
			b[i] = '_'
		}
	}
	return string(b)
}

// readsPackageEnv reports whether a script's body reads one of npm's
// variables.
func readsPackageEnv(body string) bool {
	return strings.Contains(body, "npm_package_") || strings.Contains(body, "npm_config_")
}

// npmrcLoads says why the .npmrc text rc has every node a script starts
// load a module first (node-options with a loader), or "".
func npmrcLoads(rc string) string {
	v, ok := npmrcValue(rc, "node-options")
	if !ok {
		return ""
	}
	opts := pmConfigCodeKeys.get()["node-options"]
	for _, f := range strings.Fields(v) {
		for _, o := range opts {
			if f == o || strings.HasPrefix(f, o+"=") || len(o) == 2 && strings.HasPrefix(f, o) {
				return "node-options=" + v
			}
		}
	}
	return ""
}
