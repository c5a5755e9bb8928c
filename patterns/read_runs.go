package patterns

// runs reads what part p runs in turn, by its program: command strings
// and commands it hands on, and scripts it reads from where the reader
// cannot follow.
func (r *reading) runs(p *Part, sc scope) []*Node {
	name := p.Program
	switch {
	case isShell(name) && name != "busybox":
		return r.shell(p, sc)
	case isInterpreter(name):
		return r.interpreter(p, sc)
	}
	if isTerminal(name) {
		return r.terminal(p, sc)
	}
	if vimPrograms.get()[name] {
		nodes := r.vim(p, sc)
		if fed := r.scriptFileStdin(p); fed != nil {
			return append(nodes, fed...)
		}
		return append(nodes, r.vimStdin(p)...)
	}
	switch name {
	case "eval":
		return r.eval(p, sc)
	case "source", ".":
		return r.source(p)
	case "trap":
		return r.trap(p, sc)
	case "alias":
		return r.alias(p, sc)
	case "mapfile", "readarray":
		return r.mapfile(p, sc)
	case "su", "runuser", "sux":
		return r.su(p, sc)
	case "ksu":
		return r.ksu(p, sc) // nested_unshown.go
	case "execlineb", "apptainer", "singularity", "inotifyd", "crond":
		return r.unshownCode(p)
	case "sg":
		return r.sg(p, sc)
	case "ssh":
		return r.ssh(p, sc)
	case "scp", "sftp", "autossh":
		return append(r.sshFamily(p, sc), r.progOptions(p, sc)...)
	case "sshfs":
		return r.sshfs(p, sc)
	case "env":
		return r.envSplit(p, sc)
	case "flock":
		return r.flockCommand(p, sc)
	case "scl":
		return r.sclCommand(p, sc) // nested_scl.go
	case "watch":
		return r.watch(p, sc)
	case "script":
		return r.script(p, sc)
	case "entr":
		return r.entr(p, sc)
	case "at", "batch":
		return r.atJob(p)
	case "find":
		return r.find(p, sc)
	case "fd", "fdfind":
		return append(append(r.fd(p, sc), r.progOptions(p, sc)...), r.unknownEval(p)...)
	case "git":
		return r.git(p, sc)
	case "docker", "podman", "nerdctl", "finch":
		return r.containerExec(p, sc)
	case "docker-compose", "podman-compose":
		return r.compose(p, 1, sc)
	case "kubectl", "oc":
		return append(r.kubectlExec(p, sc), r.remoteCLI(p, sc)...)
	case "tar", "rsync", "cpio":
		return r.toolOptions(p, sc)
	case "tmux", "tmate": // byobu and byobu-tmux are tmux (program_key.go)
		return append(r.tmux(p, sc), r.tmuxStdin(p)...)
	case "brew", "pre-commit":
		return r.recipeFromTemp(p) // nested_recipefile.go
	case "tox", "just", "task":
		return append(r.runnerChosenCommand(p), r.recipeFromTemp(p)...) // nested_runneropts.go, nested_recipefile.go
	case "make", "gmake":
		return append(append(append(r.makeShell(p), r.makeToolVars(p, sc)...), r.makeAssigns(p, sc)...), r.recipeFromTemp(p)...)
	case "npm", "pnpm", "yarn":
		return append(append(append(r.scriptShell(p), r.pmBin(p, sc)...), r.toolCode(p, sc)...), append(append(r.npmExplore(p, sc), r.yarnWorkspaces(p, sc)...), r.npmCommandStrings(p, sc)...)...) // read_toolcode.go: yarn node; nested_npmexplore.go; nested_yarnws.go; nested_npmeditor.go
	case "awk", "gawk", "mawk", "nawk", "busybox-awk":
		return r.awk(p, sc)
	case "sed", "gsed":
		return r.sed(p, sc)
	case "ed", "dc", "m4", "gnuplot":
		return r.escapeStdin(p)
	case "man", "zip", "nodemon", "chokidar", "assume", "watchman-make":
		return r.optionStrings(p, p.Program, p.Args(), cmdOptionPrograms.get()[p.Program], sc)
	case "emacs", "emacs-nox", "emacsclient":
		return append(r.emacs(p), r.scriptFileStdin(p)...)
	case "gcloud":
		return r.gcloudSSH(p, sc)
	case "mosh":
		return r.mosh(p, sc)
	case "aider":
		return r.aiderCommands(p, sc) // nested_aider.go
	case "ansible":
		return r.ansible(p, sc)
	case "salt", "salt-ssh", "salt-call":
		return r.salt(p, sc)
	case "pssh", "parallel-ssh", "pdsh", "clush":
		return r.fleetSSH(p, sc)
	case "parallel", "rush":
		// rush (shenwei356/rush) runs its command string for each line
		// of its input with {} in place, as parallel does (fx50k, rt49k:
		// echo 'queue approve 1' | rush 'ozdesk {}' was allowed); read
		// by parallel's options, one it does not take leaves it unread.
		return r.parallel(p, sc)
	case "screen": // byobu-screen too (program_key.go)
		return append(r.screen(p, sc), r.screenStdin(p)...)
	case "crontab":
		return r.crontabStdin(p)
	case "psql", "sqlite3", "mysql", "mariadb":
		return append(r.dbShellStdin(p), r.sqlMeta(p, sc)...) // sqlmeta_read.go
	case "sqlplus":
		return r.dbShellStdin(p)
	case "redis-cli", "valkey-cli", "keydb-cli", "clickhouse-client":
		return r.dbClientStdin(p)
	case "gdb":
		return r.gdbStdin(p)
	case "cmd":
		return r.cmdExe(p) // read_cmdexe.go
	case guardName, guardName + "-hook":
		return r.ozdesk(p, sc)
	case "capsh":
		return r.capsh(p, sc)
	case "mispipe":
		return r.mispipe(p, sc)
	case "run-parts":
		return r.runParts(p)
	}
	if spec := stringRunners.get()[name]; spec != nil {
		return r.stringRunner(p, spec, sc)
	}
	nodes := append(append(r.remoteCLI(p, sc), r.vmExec(p, sc)...), r.progOptions(p, sc)...)
	if ftpScriptClients.get()[name] {
		nodes = append(nodes, r.ftpClient(p, sc)...) // read_ftpclient.go
	}
	if harnessPrograms.get()[name] {
		nodes = append(nodes, r.harnessOzdesk(p, sc)...) // read_harnessozdesk.go
	}
	nodes = append(nodes, r.typedFed(p)...) // read_typedfed.go
	switch name {
	case "duckdb":
		nodes = append(append(nodes, r.dbShellStdin(p)...), r.sqlMeta(p, sc)...)
	case "usql":
		nodes = append(append(nodes, r.dbShellStdin(p)...), r.dbShellEscapes(p, sc)...)
	}
	return append(nodes, r.unknownEval(p)...)
}
