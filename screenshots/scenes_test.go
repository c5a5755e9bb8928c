package screenshots

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/charmbracelet/x/exp/golden"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui"
	"ozdesk.dev/ozdesk/tui/demo"
	"ozdesk.dev/ozdesk/tui/drive"
)

// clock is the fixed clock screens are drawn at; the demo's schedule moves
// it on.
type clock = demo.Clock

// scene is one golden screen: the desk on the demo's data (or on an
// empty store), after keys. The key "wait" lets a second pass on the
// clock, past the grace period of a card that just appeared.
type scene struct {
	name  string
	empty bool
	// setup changes the demo's store before the desk opens, if not nil.
	setup func(*testing.T, *queue.Service)
	keys  []string
	// env is added to the desk's environment (NO_COLOR=1: no colour).
	env []string
}

// scenePath is the store every scene says it watches: the real one lives
// in a temporary directory, whose name would change the screens from run
// to run.
const scenePath = "/home/dev/.local/state/ozdesk/desk.db"

// fixedPath is a queue service that names its store scenePath.
type fixedPath struct {
	queue.API
	path string
}

func (f fixedPath) StorePath() string { return f.path }

// wait is the scene key that moves the clock on by a second.
const wait = "wait"

// scenes are the screens the issue names, and a hostile command's card.
var scenes = []scene{
	{name: "empty", empty: true},
	{name: "queue"},
	{name: "card_pipeline_substitution", keys: []string{"/", "install.sh", "enter", wait, "enter"}},
	{name: "editor_rail_refusing", keys: []string{"/", "get.k3s", "enter", wait, "A", "tab", "one-off k3s install on the dev box"}},
	{name: "rules", keys: []string{"2"}},
	{name: "rules_four_eyes", setup: proposeLoosening, keys: []string{"2", "G"}},
	{name: "rule_detail", keys: []string{"2", "enter"}},
	{name: "audit_detail", keys: []string{"3", "g", "j", "j", "enter"}},
	{name: "undo", keys: []string{wait, "a"}},
	{name: "marks_no_colour", env: []string{"NO_COLOR=1"}, keys: []string{wait, "space", wait, "j", "space", wait, "j", "space"}},
	{name: "help", keys: []string{"?"}},
	{name: "card_hostile", keys: []string{"/", "tests passed", "enter", wait, "enter"}},
}

// sizes are the terminal sizes every scene is drawn at.
var sizes = []struct{ w, h int }{{80, 24}, {120, 40}}

// TestScreens draws every scene at every size and compares what the
// terminal shows with the golden files (-update rewrites them).
func TestScreens(t *testing.T) {
	for _, sc := range scenes {
		for _, sz := range sizes {
			t.Run(sc.name+"_"+size(sz.w, sz.h), func(t *testing.T) {
				d := openScene(t, sc, sz.w, sz.h)
				scr := d.Screen()
				defer scr.Close()
				t.Run("text", func(t *testing.T) { golden.RequireEqual(t, scr.Text()) })
				t.Run("ansi", func(t *testing.T) { golden.RequireEqual(t, scr.Styled()) })
			})
		}
	}
}

func size(w, h int) string { return itoa(w) + "x" + itoa(h) }

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// openScene makes the scene's store, runs the demo's script on it at a
// fixed clock (unless the scene is the empty desk), and drives a desk of
// w×h through the scene's keys.
func openScene(t *testing.T, sc scene, w, h int) *drive.Desk {
	t.Helper()
	ck := demo.NewClock(time.Date(2026, 11, 29, 14, 0, 0, 0, time.UTC))
	dir := t.TempDir()
	dm, err := demo.New(dir, demo.Options{Now: ck.Now, Sleep: ck.Sleep, Home: "/home/dev", Detached: true})
	if err != nil {
		t.Fatal(err)
	}
	svc := dm.Service
	if sc.empty {
		svc = emptyService(t, filepath.Join(dir, "empty", "desk.db"), ck)
	} else {
		dm.Run(context.Background())
	}
	if sc.setup != nil {
		sc.setup(t, svc)
	}
	d, err := drive.New(tui.Config{Service: fixedPath{API: svc, path: scenePath}, Operator: "alice", Node: demo.Node, Now: ck.Now,
		Width: w, Height: h, Env: append([]string{"LANG=C.UTF-8", "TERM=xterm-256color", "COLORTERM=truecolor"}, sc.env...)})
	if err != nil {
		t.Fatal(err)
	}
	ck.Sleep(context.Background(), time.Second) // past the first card's grace
	for _, k := range sc.keys {
		if k == wait {
			ck.Sleep(context.Background(), time.Second)
			continue
		}
		d.Keys(k)
	}
	return d
}
