package patterns

import (
	"fmt"
	"strings"
)

// Native code and loader variables handed over by a program's options
// (fx65a, issue 7). The mysql and mariadb clients load their client
// plugins (shared objects) from `--plugin-dir=D`: the one
// `--default-auth=NAME` names, and any the server asks for by name when
// it switches the authentication method, so a plugin directory outside
// the system's program directories (/usr/lib/mysql/plugin …) is native
// code the line does not show, and so is a `--default-auth` naming a
// path. bazel hands `--action_env`, `--host_action_env`, `--test_env`,
// `--repo_env` and `--run_env` NAME=VALUE to every build action, test,
// repository rule or run: a variable that loads code
// (`--action_env=LD_PRELOAD=/tmp/x.so`, LD_AUDIT, the DYLD_ family …)
// or names a program outside the system's directories
// (`--action_env=CC=/tmp/cc`) is judged as the same assignment before a
// program is (configEnvCode, loadsCode); `--action_env=CC=clang` is left
// alone. gawk's `-l`/`--load` (a native extension) is loadOptions'.

// bazelEnvOptions are bazel's options whose value is NAME=VALUE put in the
// environment of what bazel runs.
var bazelEnvOptions = []string{"--action_env", "--host_action_env", "--test_env", "--repo_env", "--run_env"}

// mysqlPluginOptions are the mysql client's options that choose the
// shared objects it loads.
var mysqlPluginOptions = []string{"--plugin-dir", "--plugin_dir", "--default-auth", "--default_auth"}

// nativeOption returns the word and the reason when p is given, by an
// option, native code or a loader variable the line does not show.
func nativeOption(p *Part) (Word, string) {
	switch p.Program {
	case "mysql", "mariadb", "mysqldump", "mariadb-dump", "mysqladmin", "mariadb-admin", "mysqlcheck", "mysqlimport", "mysqlshow", "mysqlslap":
		s := scanArgs(p, mysqlPluginOptions...)
		for _, o := range mysqlPluginOptions {
			for _, w := range s.vals[o] {
				v, lit := w.Literal()
				dir := strings.HasPrefix(o, "--plugin")
				if lit && (dir && systemScriptPath(v) || !dir && !strings.Contains(v, "/")) {
					continue
				}
				return w, fmt.Sprintf("%s %s=%s makes %s load a client plugin, a shared object whose code the command does not show, so what runs is not known.",
					p.Program, o, quoteRaw(w.Raw), p.Program)
			}
		}
	case "bazel", "bazelisk":
		s := scanArgs(p, bazelEnvOptions...)
		for _, o := range bazelEnvOptions {
			for _, w := range s.vals[o] {
				v, lit := w.Literal()
				if !lit {
					v = segText(w)
				}
				name, val, ok := strings.Cut(v, "=")
				if !ok {
					continue // the client's own value, passed on
				}
				if loadsCode(name, val, lit) || configEnvCode(p, name, val, lit) != "" {
					return w, fmt.Sprintf("%s %s=%s gives what bazel runs %s, which loads or runs code the command does not show, so what runs is not known.",
						p.Program, o, quoteRaw(w.Raw), name)
				}
			}
		}
	}
	return Word{}, ""
}
