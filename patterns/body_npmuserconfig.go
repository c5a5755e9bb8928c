package patterns

import (
	"errors"
	"path"
)

// npm's --userconfig F and --globalconfig F (rt54 M3, checked with npm
// 11.19.1) have npm read F as it reads the .npmrc: a script-shell or a
// node-options loader there runs every script through a file not read
// here (`npm --userconfig ./rc.txt test`, `npm run t --globalconfig=rc`).
// A file outside the project is unreadable already (effects_optconfig.go);
// one in the project is read as the package's .npmrc is (body_npmrc.go)
// where npm runs a script, and asks unreadable when it cannot be read.

// lineConfigRunner says why the scripts run runs go through a file not
// read here by a configuration file its line names, or "".
func lineConfigRunner(ctx *Context, run packageRun) string {
	if ctx.ProjectFile == nil {
		return ""
	}
	for _, f := range run.rcs {
		shown := fromIn(ctx.Cwd, path.Dir(f), path.Base(f))
		b, err := ctx.ProjectFile(f, runnerConfigMax)
		if errors.Is(err, ErrNoProjectFile) {
			continue // npm reads no such file
		}
		if err != nil {
			return "npm reads its configuration from " + shown + ", which cannot be read here (" + err.Error() + ")"
		}
		if why := npmrcRunner(string(b), shown+" (npm's configuration by its command line)", run.program); why != "" {
			return why
		}
	}
	return ""
}
