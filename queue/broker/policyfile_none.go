//go:build ozdesk_adapters

package broker

import (
	"context"
	"encoding/json"
	"errors"
)

// errNoPolicyFiles is the adapter-only build's answer to a policy file's
// call: that build (cmd/ozdesk/tree_adapters.go) serves no broker and
// reads no policy file, so no hook process links the policy file's YAML
// library. The full build has the calls (policyfile_calls.go).
var errNoPolicyFiles = errors.New("this build of ozdesk (ozdesk-hook, the adapter-only build) reads no policy file: run the full ozdesk")

func planPolicy(context.Context, *Server, Identity, json.RawMessage) (any, error) {
	return nil, errNoPolicyFiles
}

func applyPolicy(context.Context, *Server, Identity, json.RawMessage) (any, error) {
	return nil, errNoPolicyFiles
}
