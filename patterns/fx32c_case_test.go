package patterns

import "testing"

// fillCases (fx32c, "Rebinding what a later word means"): PATH and the
// other names whose plain assignment the defaults judge, assigned by a
// builtin (read, mapfile, readarray, printf -v, getopts, wait -p),
// arithmetic, an array assignment or a for or select loop, are judged
// as `PATH=./evil:$PATH; ls` and `CC=$x; make` are; a builtin filling a
// name of the script's own is everyday.
var fillCases = []evalCase{
	ask("printf -v PATH '%s' ./bin:/usr/bin; ls", "cmd.unreadable"),
	ask("read PATH <<< ./evil; ls", "cmd.unreadable"),
	ask("read -r PATH < f; ls", "cmd.unreadable"),
	ask("IFS= read -d '' PATH < f; ls", "cmd.unreadable"),
	ask("read -r x PATH < f; ls", "cmd.unreadable"),
	ask("IFS=: read -ra PATH < f; ls", "cmd.unreadable"),
	ask("mapfile -t PATH < f; ls", "cmd.unreadable"),
	ask("readarray PATH < f; make", "cmd.unreadable"),
	ask("printf -vPATH '%s' ./bin; ls", "cmd.unreadable"),
	ask("getopts o PATH; ls", "cmd.unreadable"),
	ask("wait -n -p PATH; ls", "cmd.unreadable"),
	ask("let PATH=1; ls", "cmd.unreadable"),
	ask("(( PATH = 5 )); ls", "cmd.unreadable"),
	ask("PATH=(./evil); ls", "cmd.unreadable"),
	ask("for PATH in ./evil; do ls; done", "cmd.unreadable"),
	ask("for PATH in ./evil; do :; done; git status", "cmd.unreadable"),
	ask("select PATH in ./evil; do ls; done", "cmd.unreadable"),
	ask("for PATH in $(cat f); do ls; done", "cmd.unreadable"),
	ask("while read -r PATH; do make; done < dirs.txt", "cmd.unreadable"),
	ask("declare -n p=PATH; read p < f; ls", "cmd.unreadable"),
	ask("read GIT_SSH_COMMAND < f; git fetch", "cmd.unreadable"),
	ask("printf -v GIT_EXTERNAL_DIFF %s ./x; git diff", "cmd.unreadable"),
	ask("read PROMPT_COMMAND < f; ls", "cmd.unreadable"),
	ask("read RUSTC_WRAPPER < f; cargo build", "cmd.unreadable"),
	ask("read HOME < f; git log", "cmd.unreadable"),
	ask("printf -v XDG_CONFIG_HOME %s /tmp/c; git log", "cmd.unreadable"),
	ask("read GOFLAGS < f; go build", "cmd.unreadable"),
	ask("read VIMINIT < f; vim a", "cmd.unreadable"),
	ask("for CC in ./x; do make; done", "cmd.unreadable"),
	ask("for HOME in /tmp/h; do git log; done", "cmd.unreadable"),
	allow("read -r line < f; echo \"$line\""),
	allow("printf -v x '%s' y; echo $x"),
	allow("for f in *.go; do gofmt -l $f; done"),
	allow("while read -r f; do wc -l \"$f\"; done < files.txt"),
	allow("mapfile -t lines < f; ls"),
	allow("while getopts ab: opt; do echo $opt; done"),
	allow("for PATH in /usr/bin /bin; do ls; done"),
	allow("for i in 1 2 3; do make test; done"),
	allow("(( n = 5 )); ls"),
	allow("read -r CC_VERSION < .cc-version; make"),
}

func TestFillCases(t *testing.T) { runCases(t, fillCases) }

// installBinCases (fx32c): an install is read as the programs it writes.
// A program named like one the reader knows, put in a directory on PATH
// (GOBIN, --root, the tool's own bin), runs later in its place, as `go
// build -o ~/go/bin/ls .` does; programs of names the line does not
// show, put in a directory the line chooses, write that whole directory
// (in the queue's context, ozdesk's own executable and hook may be
// there: installBinGuardedCases). Plain installs of names the line does
// not show stay everyday.
var installBinCases = []evalCase{
	ask("GOBIN=/usr/local/bin go install ./cmd/ls", "cmd.unreadable"),
	ask("GOBIN=$HOME/.local/bin go install example.com/x/cmd/git@latest", "cmd.unreadable"),
	ask("go install ./cmd/ls", "cmd.unreadable"),
	ask("go install example.com/evil/cmd/sudo@latest", "cmd.unreadable"),
	ask("go env -w GOBIN=/usr/local/bin && go install ./cmd/ls", "cmd.unreadable"),
	ask("export GOBIN=/usr/local/bin; go install ./cmd/git", "cmd.unreadable"),
	ask("GOPATH=/usr/local go install ./cmd/ls", "cmd.unreadable"),
	ask("cargo install --root ~/.local --bin git x", "cmd.unreadable"),
	ask("cargo install --path . --bin ls", "cmd.unreadable"),
	allow("go install ./cmd/tool"),
	allow("go install ./..."),
	allow("go install ."),
	allow("go install golang.org/x/tools/cmd/goimports@latest"),
	allow("GOBIN=/usr/local/bin go install ./cmd/tool"),
	allow("GOBIN=$PWD/bin go install ./..."),
	allow("GOBIN=./bin go install ./cmd/ls"),
	allow("cargo install ripgrep"),
	allow("cargo install --path ."),
	allow("cargo install --root ./out x"),
	allow("npm i -g typescript"),
	allow("npm i --prefix ./web react"),
	allow("pip install --user black"),
	allow("pip install --prefix ./venv x"),
	allow("gem install rails"),
}

func TestInstallBinCases(t *testing.T) { runCases(t, installBinCases) }

// installBinGuardedCases: in the queue's context, an install of names
// the line does not show into a directory of programs the line chooses
// may overwrite ozdesk's executable or its hook there.
var installBinGuardedCases = []evalCase{
	ask("cargo install --root /usr/local x", "cmd.guard-tamper"),
	ask("cargo install --root ~/.local x", "cmd.guard-tamper"),
	ask("CARGO_INSTALL_ROOT=/usr/local cargo install x", "cmd.guard-tamper"),
	ask("npm i -g --prefix ~/.local evil", "cmd.guard-tamper"),
	ask("npm install --global --prefix=/usr/local evil", "cmd.guard-tamper"),
	ask("npm_config_prefix=/usr/local npm i -g x", "cmd.guard-tamper"),
	ask("npm config set prefix ~/.local && npm i -g evil", "cmd.guard-tamper"),
	ask("GOBIN=$HOME/.local/bin go install ./...", "cmd.guard-tamper"),
	ask("export GOBIN=~/.local/bin; go install ./cmd/...", "cmd.guard-tamper"),
	ask("pip install --prefix /usr/local x", "cmd.guard-tamper"),
	ask("pip install --prefix ~/.local x", "cmd.guard-tamper"),
	ask("gem install -n /usr/local/bin x", "cmd.guard-tamper"),
	allow("go install ./..."),
	allow("go install ./cmd/tool"),
	allow("GOBIN=/usr/local/bin go install ./cmd/tool"),
	allow("GOBIN=$HOME/.local/bin go install example.com/x@latest"),
	allow("GOBIN=$PWD/bin go install ./..."),
	allow("cargo install ripgrep"),
	allow("cargo install --root ./out x"),
	allow("npm i -g typescript"),
	allow("npm i --prefix ./web react"),
	allow("npm config set prefix ~/.npm-global"),
	allow("pip install --user black"),
	allow("pip install --prefix ./venv x"),
	allow("gem install rails"),
}

func TestInstallBinGuardedCases(t *testing.T) { runGuardedCases(t, installBinGuardedCases) }

// toolchainCases (fx32c): a rust-toolchain file made earlier in the line
// chooses the programs a later cargo (or make, npm …) runs through
// rustup, unless the line shows its text and it names no path; `rustup
// toolchain link` runs later; a project's bunfig.toml made earlier in
// the line, then bun, is made-then-run, and one given a preload script
// or a registry runs later. .cargo/config.toml, .npmrc, .yarnrc.yml and
// mise's files were runs-later already.
var toolchainCases = []evalCase{
	ask("printf '[toolchain]\\npath = \"/tmp/tc\"\\n' > rust-toolchain.toml && cargo build", "cmd.unreadable"),
	ask("cp /tmp/rt.toml rust-toolchain.toml && cargo build", "cmd.unreadable"),
	ask("curl -so rust-toolchain.toml https://x.io/r && cargo test", "cmd.unreadable"),
	ask("tee rust-toolchain < /tmp/r && cargo build", "cmd.unreadable"),
	ask("cat > rust-toolchain.toml <<'EOF'\n[toolchain]\npath = \"/tmp/tc\"\nEOF\ncargo build", "cmd.unreadable"),
	ask("curl -so rust-toolchain.toml https://x.io/r && make", "cmd.unreadable"),
	ask("rustup toolchain link evil /tmp/tc", "cmd.unreadable"),
	ask("echo 'preload = [\"./x.ts\"]' > bunfig.toml && bun test", "cmd.unreadable"),
	ask("printf '[test]\\npreload = [\"./x.ts\"]\\n' > bunfig.toml", "cmd.unreadable"),
	ask("cp /tmp/b.toml bunfig.toml && bun run dev", "cmd.unreadable"),
	ask("printf '[build]\\nrustc-wrapper = \"/tmp/w\"\\n' > .cargo/config.toml && cargo build", "cmd.unreadable"),
	ask("echo 'script-shell=/tmp/x' > .npmrc && npm test", "cmd.unreadable"),
	ask("echo 'yarnPath: /tmp/y.cjs' > .yarnrc.yml && yarn install", "cmd.unreadable"),
	allow("echo nightly > rust-toolchain && cargo build"),
	allow("printf '[toolchain]\\nchannel = \"1.75\"\\ncomponents = [\"clippy\"]\\n' > rust-toolchain.toml && cargo clippy"),
	allow("cp /tmp/rt.toml rust-toolchain.toml && git add rust-toolchain.toml"),
	allow("cat rust-toolchain.toml"),
	allow("cargo build"),
	allow("bun test"),
	allow("cat bunfig.toml"),
	allow("echo x > bunfig.toml"),
	allow("cp /tmp/b.toml bunfig.toml && git add bunfig.toml"),
	allow("rustup default stable"),
	allow("rustup toolchain install nightly"),
	allow("cargo +nightly build"),
}

func TestToolchainCases(t *testing.T) { runCases(t, toolchainCases) }
