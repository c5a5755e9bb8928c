package patterns

// docker compose exec SERVICE COMMAND… and docker compose run SERVICE
// [COMMAND…] (docker-compose, podman-compose alike) run COMMAND in the
// service's container (rt19d #2).

// composeGlobal are compose's options before its subcommand; composeExec
// those of exec; composeRun those of run.
var (
	composeGlobal = optSpec{short: "f:p:", long: []string{"file=", "project-name=", "profile=",
		"env-file=", "project-directory=", "ansi=", "parallel=", "progress=", "compatibility",
		"dry-run", "all-resources", "verbose", "no-ansi", "host=", "podman-path=", "podman-args="}}
	composeExec = optSpec{short: "de:Tu:w:", long: []string{"detach", "env=", "index=", "no-TTY",
		"no-tty", "privileged", "user=", "workdir=", "interactive", "tty", "dry-run"}}
	composeRun = optSpec{short: "de:il:p:Tu:v:w:", long: []string{"build", "cap-add=", "cap-drop=",
		"detach", "entrypoint=", "env=", "env-from-file=", "interactive", "label=", "name=", "no-TTY",
		"no-tty", "no-deps", "privileged", "publish=", "pull=", "quiet", "quiet-build", "quiet-pull", "remove-orphans", "rm",
		"service-ports", "use-aliases", "user=", "volume=", "workdir=", "tty", "dry-run"}}
)

// compose reads the compose command whose words start at from (after
// "compose", or after the program for docker-compose).
func (r *reading) compose(p *Part, from int, sc scope) []*Node {
	return append(r.composeFileFromTemp(p, from), r.composeRuns(p, from, sc)...) // nested_composefile.go
}

// composeRuns reads what compose's exec or run runs in a service's
// container, its words starting at from.
func (r *reading) composeRuns(p *Part, from int, sc scope) []*Node {
	words := p.Words
	scan := composeGlobal.scan(words, from)
	i := scan.next
	if scan.status != optOK || i >= len(words) {
		return nil
	}
	opts, label := &composeExec, "compose exec"
	switch {
	case isLit(words[i], "run"):
		opts, label = &composeRun, "compose run"
	case !isLit(words[i], "exec"):
		return nil
	}
	scan = opts.scan(words, i+1)
	i = scan.next + 1 // after the service
	if scan.status != optOK {
		return nil // an option not known here: not read, as docker run's
	}
	argv := words[min(i, len(words)):]
	if o, ok := scan.find("--entrypoint"); ok {
		argv = append([]Word{valueWord(words, o, sc.m.whole == nil)}, argv...)
	}
	if len(argv) == 0 {
		return nil
	}
	sc.handsAway, sc.handsOwn = true, true
	return r.nestedArgv(p, label, argv, sc)
}
