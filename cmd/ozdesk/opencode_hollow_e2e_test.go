package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOpencodeHollowBroker: the plugin under the real opencode, its
// ozdesk in protected mode behind a broker whose answers are hollow (no
// outcome; a wait that says approved with no decision, about another ask,
// or against its own refusal; an evaluate that says approved), refuses
// the bash call: the command does not run and the model is told ozdesk
// refused (rt22i #2, #3 and its addendum: the plugin returned, and
// opencode ran the command, while 'ozdesk ask' exited 0 printing
// "refuse: … must not run"). A whole answer that allows still runs it,
// so the broker here is believed.
func TestOpencodeHollowBroker(t *testing.T) {
	needRoot(t)
	opencode := opencodeBinary(t)
	ozBin := buildOzdesk(t)
	home := t.TempDir()
	const pendingAsk = `{"result":{"outcome":"ask","reason":"x","ask":{"id":"7","state":"pending"}}}`
	for _, tc := range []struct {
		name, evaluate, wait string
		ran                  bool
	}{
		{"allow", `{"result":{"outcome":"allow","rule":"r1"}}`, `{}`, true},
		{"empty", `{}`, `{}`, false},
		{"result-no-outcome", `{"result":{"ok":true}}`, `{}`, false},
		{"wait-empty", pendingAsk, `{}`, false},
		{"wait-approved-no-decision", pendingAsk, `{"result":{"Ask":{"ID":"7","State":"approved"}}}`, false},
		{"wait-approved-other-ask", pendingAsk, `{"result":{"Outcome":"allow","Ask":{"ID":"8","State":"approved","Decision":{"by":"op","outcome":"allow"}}}}`, false},
		{"wait-refuse-approved", pendingAsk, `{"result":{"Outcome":"refuse","Ask":{"ID":"7","State":"approved","Decision":{"by":"op","outcome":"allow"}}}}`, false},
		{"evaluate-ask-approved", `{"result":{"Outcome":"ask","Ask":{"ID":"7","State":"approved"}}}`, `{}`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			socket := filepath.Join(root, "b.sock")
			hollowBroker(t, socket, tc.evaluate, tc.wait)
			config := filepath.Join(root, "config.yaml")
			if err := os.WriteFile(config, fmt.Appendf(nil, "socket: %s\n", socket), 0o644); err != nil {
				t.Fatal(err)
			}
			// The plugin runs this ozdesk: the built one with the node's
			// configuration naming the broker's socket.
			wrapper := filepath.Join(root, "ozdesk")
			if err := os.WriteFile(wrapper, []byte("#!/bin/sh\nexec "+ozBin+" --config "+config+" \"$@\"\n"), 0o700); err != nil {
				t.Fatal(err)
			}
			plugin := opencodePlugin(t, ozBin, "--wait", "5s", "--ozdesk", wrapper)
			env := []string{"OZDESK_DB=" + filepath.Join(root, "unused.db"), fakeNpmRan(t, root)}
			run := newOpencodeRun(t, opencode, home, root, "touch ran.txt", plugin, true, env...)
			res := run.start(t)()
			if res.Err != nil {
				run.api.Log(t)
				t.Fatalf("opencode: %v\nstdout: %s\nstderr: %s", res.Err, res.Stdout, res.Stderr)
			}
			checkRan(t, run.wd, tc.ran, res, func() { run.api.Log(t) })
			got := run.api.Results()
			if len(got) != 1 {
				run.api.Log(t)
				t.Fatalf("the model got %d tool results, want 1\nstdout: %s\nstderr: %s", len(got), res.Stdout, res.Stderr)
			}
			if !tc.ran && !strings.Contains(got[0], "ozdesk") {
				t.Errorf("tool result %q; want ozdesk's refusal", got[0])
			}
		})
	}
}
