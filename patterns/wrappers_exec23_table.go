package patterns

// execMoreSpecs are exec wrappers the tables lacked (rt23d #11, rt23i
// #2), each with its options as its manual gives them: saml2aws exec and
// granted exec (credentials put in the environment of the command, as
// aws-vault exec), host-spawn (a toolbox's command run
// on the host, its Go-style options with one dash), tsocks (a SOCKS proxy around the
// command, as torsocks), schroot (a chroot; with no command a login
// shell), onchange's command after `--`, the job launchers of MPI and
// SLURM (mpirun, mpiexec, orterun, srun; Open MPI takes its long options
// with one dash: -np 4), xe (the command before its arguments, as xargs),
// and codex sandbox (Codex's sandbox around the command: `codex sandbox
// [linux|macos|windows] [--full-auto] [--] CMD…`, and the older `codex
// debug landlock|seatbelt`). chokidar's -c and granted's assume -x hand
// a command string: cmdOptionPrograms reads them. npm explore is read in
// nested_npmexplore.go.
var execMoreSpecs = lazy[map[string]*wrapperSpec]{build: func() map[string]*wrapperSpec {
	codexOpts := optSpec{short: "c:", long: []string{"full-auto", "log-denials", "config="}}
	mpiOpts := optSpec{short: "n:c:H:x:N:f:qv", oneDash: true, long: []string{"np=", "n=", "c=",
		"host=", "hosts=", "H=", "hostfile=", "machinefile=", "f=", "x=", "genv=", "env=", "wdir=", "wd=",
		"path=", "map-by=", "bind-to=", "rank-by=", "npernode=", "ppn=", "N=", "oversubscribe",
		"allow-run-as-root", "mca=", "gmca=", "prefix=", "tag-output", "timestamp-output",
		"output-filename=", "quiet", "verbose", "display-map", "report-bindings", "configfile=", "launcher=",
		"bootstrap=", "iface=", "genvall", "genvnone", "envall", "envnone", "envlist=", "genvlist="},
		values: map[string]int{"mca": 2, "gmca": 2, "genv": 2, "env": 2}}
	srunOpts := optSpec{short: "A:b:c:D:d:e:G:i:J:lL:M:m:N:n:o:p:q:Qt:uvw:x:XZ", long: []string{
		"account=", "begin=", "cpus-per-task=", "chdir=", "dependency=", "error=", "gpus=", "input=",
		"job-name=", "label", "licenses=", "clusters=", "distribution=", "nodes=", "ntasks=", "output=",
		"partition=", "qos=", "quiet", "time=", "unbuffered", "verbose", "nodelist=", "exclude=",
		"exclusive?", "pty", "mem=", "mem-per-cpu=", "gres=", "constraint=", "export=", "overlap",
		"ntasks-per-node=", "mpi=", "jobid=", "reservation=", "het-group=", "cpu-bind=", "container="}}
	return map[string]*wrapperSpec{
		"saml2aws": {subs: []string{"exec"}, pre: optSpec{short: "a:p:s", long: []string{"idp-account=",
			"idp-provider=", "mfa=", "skip-verify", "url=", "username=", "password=", "mfa-token=",
			"role=", "aws-urn=", "session-duration=", "profile=", "region=", "verbose", "quiet",
			"cache-saml", "cache-file=", "disable-keychain", "credentials-file=", "config="}},
			opts: optSpec{short: "a:p:s", long: []string{"exec-profile=", "idp-account=", "idp-provider=",
				"mfa=", "skip-verify", "url=", "username=", "password=", "mfa-token=", "role=", "aws-urn=",
				"session-duration=", "profile=", "region=", "verbose", "quiet", "cache-saml", "cache-file=",
				"disable-keychain", "credentials-file=", "config="}}},
		"granted": {subs: []string{"exec"}, operands: 1, dashAfter: true},
		"tsocks":  {},
		// host-spawn runs the command on the host, outside the toolbox.
		"host-spawn": {opts: optSpec{oneDash: true, long: []string{"cwd=", "env=", "no-pty", "pty", "help", "version"}},
			stop: []string{"--help", "--version"}},
		"schroot": {opts: optSpec{short: "c:u:d:pqvlia:bren:hV", long: []string{"chroot=", "user=",
			"directory=", "preserve-environment", "quiet", "verbose", "list", "info", "config", "location",
			"all", "all-chroots", "all-sessions", "all-source-chroots", "exclude-aliases", "begin-session",
			"recover-session", "run-session", "end-session", "session-name=", "force", "option=", "shell=",
			"automatic-session", "help", "version"}},
			stop: []string{"-l", "--list", "-i", "--info", "--config", "--location", "-b",
				"--begin-session", "-e", "--end-session", "--recover-session", "-h", "--help", "-V", "--version"},
			shell: []string{"*"}},
		"onchange": {after: []string{"--"}},
		"mpirun":   {opts: mpiOpts}, "mpiexec": {opts: mpiOpts}, "orterun": {opts: mpiOpts},
		"srun": {opts: srunOpts, stop: []string{"--jobid", "--help", "--usage", "-V", "--version"}},
		// xe -s SCRIPT and -p PATTERNS are left unknown: unreadable.
		"xe": {opts: optSpec{short: "0af:j:I:N:qRvLFnA:"}},
		"codex": {subs: []string{"sandbox linux", "sandbox macos", "sandbox windows", "sandbox landlock",
			"sandbox seatbelt", "debug landlock", "debug seatbelt", "sandbox"},
			pre: optSpec{short: "c:", long: []string{"config="}}, opts: codexOpts},
	}
}}
