package patterns

import "strings"

// Secrets a service keeps for a program it runs, printed by the CLI that
// manages it (fx43s, rt42 §3, issue 7): what they print is the
// environment or the values another process was given, its database
// password and API keys among them, and [secret-print] asks as it does
// for `docker exec db env`:
//
//   - `keyring get SERVICE USER`: the password Python's keyring keeps;
//   - `aws lambda get-function-configuration` and `get-function`: the
//     function's configuration, its environment variables in it, unless
//     a --query picks something that is not the Environment;
//   - `heroku run env` (or printenv, or a /proc/…/environ): a dyno's
//     environment, the app's config vars (`heroku config` was asked
//     already);
//   - `helm get values RELEASE` (with or without -a/--all) and `helm get
//     all RELEASE`: the values a release was installed with, where the
//     passwords given with --set live; -a adds the chart's defaults;
//   - `docker inspect C` (or podman's) piped into a jq whose filter names
//     Env (`docker inspect c | jq '.[0].Config.Env'`): the container's
//     environment picked out of the whole configuration.
//
// Left alone: listings that print names (`gh secret list`, `helm list`,
// `aws lambda list-functions`, `keyring --list-backends`), a --query
// that picks another field (`--query Timeout`), and `docker inspect`
// whole or with a format that names no Env.
func printsServiceSecret(p *Part) bool {
	lits, ops := litArgs(p)
	first := func(s ...string) bool { return opsStartWith(ops, s...) }
	switch p.Program {
	case "keyring":
		return first("get")
	case "aws":
		return lambdaPrintsEnvironment(p, lits)
	case "heroku":
		if !first("run") && !first("run:inside") {
			return false
		}
		for _, v := range lits[1:] {
			if v == "env" || v == "printenv" || strings.HasSuffix(v, "/environ") {
				return true
			}
		}
	case "helm":
		return first("get", "values") || first("get", "all")
	}
	return false
}

// lambdaPrintsEnvironment reports whether an aws lambda call prints a
// function's configuration with its environment: get-function or
// get-function-configuration, with no --query or one that names the
// Environment.
func lambdaPrintsEnvironment(p *Part, lits []string) bool {
	if !hasAll(lits, "lambda") || !hasAll(lits, "get-function-configuration") && !hasAll(lits, "get-function") {
		return false
	}
	// no --query prints the whole configuration; a query prints the
	// environment when it names it, selects all, or is not known
	query := []string{"--query"}
	if !optionValueIs(p.Args(), query, func(string, bool) bool { return true }) {
		return true
	}
	return optionValueIs(p.Args(), query, func(v string, ok bool) bool {
		q := strings.Trim(v, `'" `)
		return !ok || q == "" || q == "@" || strings.Contains(q, "Environment") || strings.Contains(q, "$")
	})
}

// inspectPipedToEnv reports whether part p is docker (or podman) inspect
// printing a whole configuration into a later stage of its pipeline that
// is a jq whose filter names Env (above).
func inspectPipedToEnv(p *Part, ctx *Context) bool {
	if p.Program != "docker" && p.Program != "podman" || p.Pipe.ID < 0 {
		return false
	}
	_, ops := litArgs(p)
	if len(ops) == 0 || ops[0] != "inspect" && !(ops[0] == "container" && len(ops) > 1 && ops[1] == "inspect") {
		return false
	}
	cmd := ctx.evalCommand()
	if cmd == nil {
		return false
	}
	for _, r := range pipelineParts(cmd, p.Pipe.ID, p.Pipe.Len) {
		if r.Pipe.Stage <= p.Pipe.Stage {
			continue
		}
		switch r.Program {
		case "jq", "gojq", "jaq":
		default:
			continue
		}
		for _, a := range r.Args() {
			if strings.Contains(a.Raw, ".Env") {
				return true
			}
		}
	}
	return false
}
