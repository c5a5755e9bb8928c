package patterns

import "testing"

// floorNameCases (fx21a item 3, rt20d #14): a package manager pointed
// elsewhere by its environment is unreadable, and its ask names the
// supply-chain default that certainly matches it, not the bare floor;
// everyday go gets stay allowed.
var floorNameCases = []evalCase{
	ask(`GOINSECURE=* go get example.com/x`, "cmd.download-run"),
	ask(`GONOSUMDB=* go get example.com/x`, "cmd.download-run"),
	ask(`GONOSUMCHECK=1 go get example.com/x`, "cmd.download-run"),
	ask(`GOSUMDB=off go get example.com/x`, "cmd.download-run"),
	ask(`export GOSUMDB=off; go get example.com/x`, "cmd.download-run"),
	ask(`UV_INDEX_URL=https://x.io/simple uv sync`, "cmd.download-run"),
	ask(`GOFLAGS=-insecure go get example.com/x`, "cmd.download-run"),
	ask(`python3 -c 'import os; os.popen("id")'`, "cmd.unreadable"),
	ask(`sudo cp app.service /etc/systemd/system/`, "cmd.system"), // the floor's before fx48b
	allow(`go get example.com/x`),
	allow(`GOPRIVATE=github.com/myorg go get github.com/myorg/x`),
	allow(`GOFLAGS=-mod=mod go build ./...`),
}

func TestFloorNameCases(t *testing.T) { runCases(t, floorNameCases) }
