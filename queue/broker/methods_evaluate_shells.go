package broker

import (
	"fmt"

	"ozdesk.dev/ozdesk/internal/askwire"
	"ozdesk.dev/ozdesk/internal/hookcall"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/internal/shelldialect"
	"ozdesk.dev/ozdesk/queue"
)

// withShellDoubts is req's MustAsk with why each shell req.Shells names
// may read the command otherwise than bash (shelldialect.ShellDoubt), in
// the harness's name: the check a hook that links no shell parser
// (cmd/ozdesk-hook-broker) leaves to the broker. It reads the command
// whole, before it is clipped. More than askwire.MaxShells shells is a
// protocol error.
func withShellDoubts(req queue.Request) (string, error) {
	if len(req.Shells) > askwire.MaxShells {
		return "", fmt.Errorf("%w: the request names %d shells, over the %d a request may", ErrProtocol, len(req.Shells), askwire.MaxShells)
	}
	mustAsk := req.MustAsk
	harness := "the harness"
	if req.Harness != "" {
		harness = safetext.Escape(req.Harness)
	}
	for _, sh := range req.Shells {
		mustAsk = hookcall.WithDoubt(mustAsk, shelldialect.ShellDoubt(req.Command, sh, harness))
	}
	return mustAsk, nil
}
