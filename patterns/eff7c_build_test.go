package patterns

import "testing"

// buildOptCases (eff7c, leftovers of eff7b): what a build tool runs in
// place of its compiler, wrapper or linker, named on its command line
// (cargo --config, cmake -D) or in a variable of flags (GOFLAGS,
// MAKEFLAGS), is read as the command it names: one naming a file the
// line just wrote is made-then-run, a command string is judged as one,
// a value not known is unreadable. Toolchains by their usual names, and
// everyday flags, stay allowed.
var buildOptCases = []evalCase{
	ask("echo x > w.sh && cargo --config build.rustc-wrapper=./w.sh build", "cmd.unreadable"),
	ask("echo x > w.sh && cargo build --config 'build.rustc-wrapper=\"./w.sh\"'", "cmd.unreadable"),
	ask("echo x > r.sh && cargo --config 'target.x86_64-unknown-linux-gnu.runner=\"./r.sh\"' run", "cmd.unreadable"),
	ask("cargo --config 'build.rustc-wrapper=\"rm -rf ~\"' build", "cmd.delete-home"),
	ask("cargo --config \"build.rustc-wrapper=$W\" build", "cmd.unreadable"),
	ask("cargo --config 'target.x.runner=[\"./r.sh\"]' run", "cmd.unreadable"),
	ask("echo x > cc && cmake -DCMAKE_C_COMPILER=./cc .", "cmd.unreadable"),
	ask("echo x > w && cmake -DCMAKE_C_COMPILER_LAUNCHER=./w -B build", "cmd.unreadable"),
	ask("echo x > w && cmake -D CMAKE_CXX_COMPILER:FILEPATH=./w -B build", "cmd.unreadable"),
	ask("cmake -DCMAKE_C_COMPILER='rm -rf ~' .", "cmd.delete-home"),
	ask("echo x > t && GOFLAGS=-toolexec=./t go build ./...", "cmd.unreadable"),
	ask("echo x > t && env GOFLAGS=-exec=./t go test ./...", "cmd.unreadable"),
	ask("GOFLAGS=\"$F\" go build ./...", "cmd.unreadable"),
	ask("echo x > evil.mk && MAKEFLAGS='-f evil.mk' make", "cmd.unreadable"),
	ask("echo x > w.sh && MAKEFLAGS='CC=./w.sh' make", "cmd.unreadable"),
	ask("MAKEFLAGS='--eval=$(shell rm -rf ~)' make", "cmd.unreadable"),
	allow("cargo --config build.rustc-wrapper=sccache build"),
	allow("cargo build --config profile.release.lto=true"),
	allow("cargo build --release"),
	allow("cmake -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=Release -B build"),
	allow("cmake -DCMAKE_C_COMPILER_LAUNCHER=ccache -B build"),
	allow("cmake --build build -j8"),
	allow("GOFLAGS=-mod=mod go build ./..."),
	allow("GOFLAGS='-trimpath -buildvcs=false' go build ./..."),
	allow("MAKEFLAGS=-j8 make"),
	allow("MAKEFLAGS='-j4 --no-print-directory' make"),
}

func TestBuildOptCases(t *testing.T) { runCases(t, buildOptCases) }
