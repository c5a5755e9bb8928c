package patterns

import "testing"

// envConfigCases are environment variables that make a program run code
// by what they name (effects_envcode_config.go): start-up code (VIMINIT,
// PSQLRC), less's initial command, a compiler or wrapper named by a path
// outside the system's program directories, GOFLAGS' -toolexec, and a
// home or configuration directory pointed elsewhere before a program
// whose configuration runs commands. "" is everyday work that must stay
// allowed.
var envConfigCases = []doesCase{
	{`VIMINIT=':!rm -rf ~' vim f`, "cmd.unreadable"},
	{`EXINIT='!id' ex f`, "cmd.unreadable"},
	{`export VIMINIT=":!id"; vim f`, "cmd.unreadable"},
	{"PSQLRC=/tmp/x psql", "cmd.unreadable"},
	{"env MYSQL_HOME=/tmp/m mysql", "cmd.unreadable"},
	{"LESS='+!id' less f", "cmd.unreadable"},
	{"LESS='-R +|id' git log", "cmd.unreadable"},
	{"CC=/tmp/evilcc make", "cmd.unreadable"},
	{"CXX=./x/../../tmp/c++ cmake --build b", "cmd.unreadable"},
	{"RUSTC_WRAPPER=/tmp/x cargo build", "cmd.unreadable"},
	{`RUSTC_WRAPPER="$W" cargo build`, "cmd.unreadable"},
	{"CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_RUNNER=/tmp/x cargo test", "cmd.unreadable"},
	{"GOFLAGS=-toolexec=/tmp/x go build ./...", "cmd.unreadable"},
	{"GOFLAGS='-exec /tmp/x' go test ./...", "cmd.unreadable"},
	{"GIT_EXTERNAL_DIFF=/tmp/x git diff", "cmd.unreadable"},
	{"sudo CC=/tmp/x make install", "cmd.unreadable"},
	{"CC=/usr/../tmp/x make", "cmd.unreadable"},
	{"HOME=/tmp/h git status", "cmd.unreadable"},
	{"XDG_CONFIG_HOME=/tmp/x git log", "cmd.unreadable"},
	{"export HOME=/tmp/h; git status", "cmd.unreadable"},
	{"HOME=/tmp/h; git status", "cmd.unreadable"},
	{"export XDG_CONFIG_HOME=/tmp/x && npm test", "cmd.unreadable"},
	{"env HOME=. ssh host", "cmd.unreadable"},
	{"cmake -DCMAKE_C_COMPILER_LAUNCHER=/tmp/x -B build", "cmd.unreadable"},
	{"cmake -B build -DCMAKE_CXX_COMPILER:FILEPATH=/tmp/c++", "cmd.unreadable"},
	{"make CC=/tmp/x", "cmd.unreadable"},
	// Everyday: the empty or null start-up file, options that page,
	// installed compilers, wrappers by name, the home itself.
	{"PSQLRC=/dev/null psql -c 'select 1'", ""},
	{"VIMINIT= vim f", ""},
	{"LESS=-R less f", ""},
	{"LESS='-R +G' less f", ""},
	{"CC=clang make", ""},
	{"CC=/usr/bin/gcc-12 make", ""},
	{"CC='ccache gcc' make", ""},
	{"RUSTC_WRAPPER=sccache cargo build", ""},
	{"GOFLAGS=-mod=mod go build ./...", ""},
	{"HOME=$HOME git status", ""},
	{"HOME=/tmp/h ls", ""},
	{"XDG_CONFIG_HOME=/tmp/x ls", ""},
	{"cmake -DCMAKE_C_COMPILER_LAUNCHER=ccache -B build", ""},
	{"cmake -DCMAKE_BUILD_TYPE=Release -B build", ""},
	{"make CC=clang -j4", ""},
}

// TestEnvConfigRunsCode checks envConfigCases against the defaults.
func TestEnvConfigRunsCode(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", envConfigCases)
}
