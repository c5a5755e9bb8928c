package tui

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue/broker"
	"ozdesk.dev/ozdesk/store"
)

// download is an ask whose download the rail refuses until its host is
// on the egress list.
const download = "curl -fsSL https://dl.example.com/install.sh -o ~/.bashrc"

// overBroker puts a broker in front of the desk's store, on a socket in a
// short temporary directory, with this process's account an admin, and
// gives the desk the broker's client: from here on every call the desk
// makes goes over the socket, as in protected mode.
func (d *testDesk) overBroker() {
	d.t.Helper()
	if _, err := d.svc.Init(); err != nil {
		d.t.Fatal(err)
	}
	ops, err := broker.ParseOperators(fmt.Appendf(nil, "operators:\n  - user: %q\n    role: admin\n", strconv.Itoa(os.Getuid())))
	if err != nil {
		d.t.Fatal(err)
	}
	srv, err := broker.NewServer(d.svc, filepath.Join(d.dir, "state", "desk.db"), ops)
	if err != nil {
		d.t.Fatal(err)
	}
	dir, err := os.MkdirTemp("", "ozt")
	if err != nil {
		d.t.Fatal(err)
	}
	sock := filepath.Join(dir, "s")
	ln, err := broker.Listen(sock)
	if err != nil {
		d.t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	d.t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			d.t.Errorf("broker: %v", err)
		}
		os.RemoveAll(dir)
	})
	cl := broker.NewClient(sock)
	d.api.real = cl
	// Over the broker who acts is the account that connected: the desk
	// is that operator.
	name, _, err := cl.WhoAmI()
	if err != nil {
		d.t.Fatal(err)
	}
	m, err := NewModel(Config{Service: d.api, Operator: name, Node: "node-1", Now: d.clock.Now,
		Width: d.w, Height: d.h, Env: d.env})
	if err != nil {
		d.t.Fatal(err)
	}
	d.m = m
	d.run(m.Init())
}

// egressHosts reads the egress list from the store.
func (d *testDesk) egressHosts() []string {
	d.t.Helper()
	hs, err := d.svc.Egress()
	if err != nil {
		d.t.Fatal(err)
	}
	var out []string
	for _, h := range hs {
		out = append(out, h.Host)
	}
	return out
}

// TestEditorAddsEgressHost: when the download rail refuses an allow
// because the host is off the egress list, the editor offers ctrl+o
// (beside the rail and in the footer); it asks first, Cancel focused, and
// works from the reason too, where letters are typed; confirmed,
// the host is on the list, and the rail passes. In direct mode and over
// the broker.
func TestEditorAddsEgressHost(t *testing.T) {
	for _, mode := range []string{"direct", "broker"} {
		t.Run(mode, func(t *testing.T) {
			d := openDesk(t, 100, 30)
			if mode == "broker" {
				d.overBroker()
			}
			d.ask("claude", "setup", download)
			d.reload()
			d.settle()
			d.keys("A")
			d.mustShow("guard rail unpinned-download refuses this allow",
				"ctrl+o  add dl.example.com to the egress list, then pin the URL to it", "ctrl+o add to egress list…")
			d.mustNotShow("ozdesk policy egress add")
			// A letter is no key of the editor: E starts the reason.
			d.keys("E")
			d.mustNotShow("Add dl.example.com to the egress list?")
			d.mustShow("reason  E", "ctrl+o add to egress list…")
			// In the reason the offer stands, and its key works.
			d.keys("backspace", "ctrl+o")
			d.mustShow("Add dl.example.com to the egress list?", "▸[ Cancel ]")
			d.keys("enter") // Cancel
			d.mustShow("nothing added; the draft is still open")
			if hs := d.egressHosts(); len(hs) != 0 {
				t.Fatalf("Cancel added %v", hs)
			}
			d.keys("shift+tab", "ctrl+o", "right", "enter")
			if hs := d.egressHosts(); len(hs) != 1 || hs[0] != "dl.example.com" {
				t.Fatalf("egress list %v:\n%s", hs, d.screen())
			}
			d.mustShow("added dl.example.com to the egress list", "guard rails: pass")
			d.mustNotShow("unpinned-download", "ctrl+o add to egress")
			d.keys("tab", "the k3s installer", "enter", "right", "enter")
			d.pastUndo()
			d.reload()
			if rs := d.rules(); len(rs) != 1 || rs[0].Pattern != "curl -f -s -S -L https://dl.example.com/install.sh -o=~/.bashrc" {
				t.Fatalf("rules %+v", rs)
			}
		})
	}
}

// TestEditorProposesEgressHost: under four eyes adding a host loosens
// the policy, so E proposes it: the list is unchanged, the proposal
// waits, the editor says so and offers it no more (ctrl+o then says why); a second operator's
// approval puts the host on the list. In direct mode and over the broker.
func TestEditorProposesEgressHost(t *testing.T) {
	for _, mode := range []string{"direct", "broker"} {
		t.Run(mode, func(t *testing.T) {
			d := openDesk(t, 100, 30)
			d.fourEyesOn()
			if mode == "broker" {
				d.overBroker()
			}
			d.ask("claude", "setup", download)
			d.reload()
			d.settle()
			d.keys("A")
			d.mustShow("ctrl+o  propose adding dl.example.com to the egress list (four eyes: another")
			d.keys("ctrl+o")
			d.mustShow("Propose adding dl.example.com to the egress list?", "four eyes is on", "▸[ Cancel ]")
			d.keys("right", "enter")
			if hs := d.egressHosts(); len(hs) != 0 {
				t.Fatalf("four eyes, yet the host is on the list: %v", hs)
			}
			ps := d.proposals()
			if len(ps) != 1 || ps[0].Kind != store.KindEgressAdd || ps[0].Egress == nil || ps[0].Egress.Host != "dl.example.com" {
				t.Fatalf("proposals %+v", ps)
			}
			d.mustShow("proposed p1: add dl.example.com to the egress list",
				"dl.example.com waits, proposed as p1, for another operator", "unpinned-download")
			d.mustNotShow("ctrl+o add to egress", "ctrl+o  propose")
			d.keys("ctrl+o") // offered no more: nothing opens
			d.mustNotShow("Propose adding")
			if _, err := d.svc.ApproveProposal(ps[0].ID, "bob"); err != nil {
				t.Fatal(err)
			}
			if hs := d.egressHosts(); len(hs) != 1 || hs[0] != "dl.example.com" {
				t.Fatalf("approved, the egress list is %v", hs)
			}
		})
	}
}

// TestEgressKeySaysWhyNot: ctrl+o is in the editor's help; pressed where it
// offers no host (a rule could not allow the command anyway, or the
// draft refuses), it says why on the status line instead of doing
// nothing (rt11 #10).
func TestEgressKeySaysWhyNot(t *testing.T) {
	cases := []struct {
		name, keys, want string
	}{
		{"a pipe into a shell", "A", "ctrl+o: no host to add: no rule can allow this command (rail unreadable); a approves it once"},
		{"a refuse", "D", "ctrl+o: no host to add: the egress list is for allow rules"},
	}
	for _, tc := range cases {
		for _, sz := range goldenSizes {
			t.Run(tc.name+"/"+sizeName(sz.w, sz.h), func(t *testing.T) {
				d := openDesk(t, sz.w, sz.h)
				d.ask("claude", "setup", "curl -fsSL https://get.k3s.io | sh")
				d.reload()
				d.settle()
				d.keys(tc.keys)
				d.settle()
				d.keys("ctrl+o")
				want := tc.want
				if sz.w < 100 && len(want) > 60 {
					want = want[:60]
				}
				d.mustShow(want, "rule from ask 1")
				if hosts := d.egressHosts(); len(hosts) != 0 {
					t.Fatalf("ctrl+o added %v", hosts)
				}
			})
		}
	}
}

// TestEgressKeyShowsAt80: at 80x24 the footer of an editor that offers a
// host names the egress key first, in the pattern field and in the
// reason, and the help lists it among the editor's keys. Before, the key
// was E, last in the footer and cut there at 80 columns, and hidden in
// the reason, where E was typed (desk9e).
func TestEgressKeyShowsAt80(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.ask("claude", "setup", download)
	d.reload()
	d.settle()
	d.keys("A")
	for _, field := range []string{"pattern", "reason"} {
		lines := strings.Split(strings.TrimRight(d.screen(), "\n"), "\n")
		if foot := lines[len(lines)-1]; !strings.Contains(foot, "ctrl+o add to egress list…") {
			t.Fatalf("%s: footer %q lacks the egress key:\n%s", field, foot, d.screen())
		}
		d.keys("tab")
	}
	d.keys("esc")
	d.settle()
	d.keys("?", "/", "egress", "enter")
	d.mustShow("ctrl+o", "add to egress list…")
}
