package patterns

import "testing"

// goPrivateWildCases (fx21a2 item 3, issue 7 §3): a wildcard in go's
// private-module keys takes every module off the checksum database, so a
// go command under it asks, named cmd.download-run as GOINSECURE is; an
// organisation's private modules stay everyday work, by prefix, export
// or env alike.
var goPrivateWildCases = []evalCase{
	ask(`GOPRIVATE=* go get example.com/x`, "cmd.download-run"),
	ask(`GOPRIVATE='*' go get example.com/x`, "cmd.download-run"),
	ask(`GOPRIVATE="*" go mod download`, "cmd.download-run"),
	ask(`GOPRIVATE=*.com go get example.com/x`, "cmd.download-run"),
	ask(`GOPRIVATE=github.com/myorg,* go get example.com/x`, "cmd.download-run"),
	ask(`GONOSUMDB=* go get example.com/x`, "cmd.download-run"),
	ask(`GONOPROXY=* go get example.com/x`, "cmd.download-run"),
	ask(`export GOPRIVATE=*; go get example.com/x`, "cmd.download-run"),
	ask(`env GOPRIVATE=* go get example.com/x`, "cmd.download-run"),
	ask(`GOPRIVATE=* go build ./...`, "cmd.download-run"),
	ask(`GOFLAGS='-mod=mod -insecure' go get example.com/x`, "cmd.download-run"),
	ask(`GOPRIVATE=$ORG go get example.com/x`, "cmd.unreadable"),
	ask(`go env -w GOPRIVATE=*`, "cmd.unreadable"),
	allow(`GOPRIVATE=github.com/myorg/* go get github.com/myorg/x`),
	allow(`GOPRIVATE=github.com/myorg go get github.com/myorg/x`),
	allow(`GOPRIVATE=gitlab.example.com,github.com/acme go mod tidy`),
	allow(`GONOSUMDB=github.com/myorg/* go get github.com/myorg/x`),
	allow(`export GOPRIVATE=github.com/myorg/*; go get github.com/myorg/x`),
	allow(`env GOPRIVATE=github.com/myorg/* go get github.com/myorg/x`),
	allow(`export GONOSUMDB=git.corp.example.com; go mod download`),
	allow(`GOPRIVATE= go get example.com/x`),
	allow(`GOFLAGS=-mod=mod go build ./...`),
}

func TestGoPrivateWildCases(t *testing.T) { runCases(t, goPrivateWildCases) }
