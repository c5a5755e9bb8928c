package main

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// bannedDeps are what this build must not link: direct mode's policy,
// store, queue and configuration reader (bbolt, YAML), the desk's
// drawing, and the full client (queue/broker).
var bannedDeps = []string{"ozdesk.dev/ozdesk/patterns", "ozdesk.dev/ozdesk/store", "ozdesk.dev/ozdesk/queue",
	"go.etcd.io/bbolt", "yaml", "lipgloss", "charm", "compress/", "hash/crc32", "spf13/cobra",
	// go-runewidth builds its tables in its initialisers; safetext
	// measures a code point's width without it (fx56g).
	"runewidth",
	// mvdan/sh's initialisers compile regular expressions (fileutil) in
	// every process: the broker reads the command as the harness's shells
	// do (askwire.Request.Shells, fx56j).
	"mvdan.cc/sh",
	// regexp's syntax tables reference unicode's category and script
	// maps, which every process then builds at start (0.06–0.12 M
	// instructions a call); Gemini CLI's wrapper is matched without it.
	"regexp"}

// ours are the packages of ozdesk's it links.
var ours = []string{"ozdesk.dev/ozdesk/cmd/ozdesk-hook-broker", "ozdesk.dev/ozdesk/internal/askwire",
	"ozdesk.dev/ozdesk/internal/brokerconf", "ozdesk.dev/ozdesk/internal/brokerconn", "ozdesk.dev/ozdesk/internal/hookcall",
	"ozdesk.dev/ozdesk/internal/hooksignal", "ozdesk.dev/ozdesk/internal/jsonobj", "ozdesk.dev/ozdesk/internal/jsonstr",
	"ozdesk.dev/ozdesk/internal/safetext"}

// TestDeps holds this build's import graph (go list -deps, with the tags
// it is built with) to ours, the standard library, x/sys and safetext's
// grapheme and width libraries (displaywidth, uax29).
func TestDeps(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-tags", "netgo,osusergo", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, banned := range bannedDeps {
			if strings.Contains(dep, banned) {
				t.Errorf("ozdesk-hook-broker links %s (%q): it must link nothing of direct mode", dep, banned)
			}
		}
		if strings.HasPrefix(dep, "ozdesk.dev/") && !slices.Contains(ours, dep) {
			t.Errorf("ozdesk-hook-broker links %s: add it to ours only if it links nothing of direct mode", dep)
		}
	}
}
