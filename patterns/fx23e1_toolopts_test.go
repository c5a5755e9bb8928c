package patterns

import "testing"

// toolchainProgramCases (rt22e #38): a program a build runs, named by a
// build option or a flags variable (the linker, the vet tool, a compiler
// plugin), is read as the program it names: made earlier in the line it
// is made-then-run, not known it is unreadable; everyday names stay
// allowed.
var toolchainProgramCases = []evalCase{
	ask(`printf 'x' > evil; chmod +x evil; RUSTFLAGS='-C linker=./evil' cargo build`, "cmd.unreadable"),
	ask(`printf 'x' > evil; RUSTFLAGS="-Clinker=./evil" cargo test`, "cmd.unreadable"),
	ask(`printf 'x' > evil; go vet -vettool=$PWD/evil ./...`, "cmd.unreadable"),
	ask(`printf 'x' > evil; go vet -vettool ./evil ./...`, "cmd.unreadable"),
	ask(`printf 'x' > evil; cargo rustc -- -C linker=./evil`, "cmd.unreadable"),
	ask(`printf 'x' > x.so; CGO_CFLAGS='-fplugin=./x.so' go build`, "cmd.unreadable"),
	ask(`printf 'x' > evil; go build -ldflags=-extld=./evil`, "cmd.unreadable"),
	ask(`printf 'x' > evil; go build -ldflags '-s -extld ./evil'`, "cmd.unreadable"),
	ask(`go vet -vettool=$X ./...`, "cmd.unreadable"),
	ask(`RUSTFLAGS="-C linker=$L" cargo build`, "cmd.unreadable"),
	allow(`RUSTFLAGS='-C target-cpu=native' cargo build --release`),
	allow(`RUSTFLAGS='-C linker=clang' cargo build`),
	allow(`go build -ldflags='-s -w -X main.version=1.2'`),
	allow(`go vet -vettool=/usr/local/bin/shadow ./...`),
	allow(`CGO_CFLAGS='-O2 -g' go build`),
	allow(`CC=gcc make`),
	allow(`CC=clang make -j4`),
}

func TestToolchainProgramCases(t *testing.T) { runCases(t, toolchainProgramCases) }

// toolchainProgramNearCases: the program's own arguments are not rustc's.
var toolchainProgramNearCases = []evalCase{
	allow(`printf 'x' > evil; cargo run -- -C linker=./evil`),
	ask(`cargo rustc --release -- -C "linker=$L"`, "cmd.unreadable"),
}

func TestToolchainProgramNearCases(t *testing.T) { runCases(t, toolchainProgramNearCases) }

// toolchainOutsideCases: a program named by a path outside the system's
// program directories is judged as CC=/tmp/x is (foreign-code).
var toolchainOutsideCases = []evalCase{
	ask(`RUSTFLAGS='-C linker=/tmp/x' cargo build`, "cmd.unreadable"),
	ask(`go build -ldflags=-extld=/tmp/x`, "cmd.unreadable"),
	ask(`go vet -vettool=/tmp/x ./...`, "cmd.unreadable"),
	ask(`cargo rustc -- -C linker=/tmp/x`, "cmd.unreadable"),
	ask(`export CGO_CFLAGS=-fplugin=/tmp/p.so; go build`, "cmd.unreadable"),
	allow(`RUSTFLAGS='-C linker=/usr/bin/clang' cargo build`),
	allow(`go vet -vettool=/usr/bin/shadow ./...`),
}

func TestToolchainOutsideCases(t *testing.T) { runCases(t, toolchainOutsideCases) }
