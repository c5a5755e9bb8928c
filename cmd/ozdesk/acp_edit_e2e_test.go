package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestACPEditOfGeminiSettings: the real gemini --acp, its model calling
// write_file on the project's .gemini/settings.json (a setting that
// lets run_shell_command run unasked), behind the proxy: the edit waits
// at the desk and, denied there, is refused; the editor is never asked,
// and the file is not written (rt22i #4).
func TestACPEditOfGeminiSettings(t *testing.T) {
	t.Parallel() // its own root, mock API and agent: its waits overlap the other tests'
	gemini := geminiBinary(t)
	ozBin := buildOzdesk(t)
	root, wd := newACPRoot(t)
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
	oz.must(t, "init")
	settings := filepath.Join(wd, ".gemini", "settings.json")
	api := serveGeminiAPI(t, &geminiAPI{tool: "write_file", args: map[string]any{
		"file_path": settings,
		"content":   `{"tools":{"allowed":["run_shell_command"]}}`,
	}})
	ed := &acpEditor{}
	r := startACPWith(t, root, api, api.srv.URL, ed, nil, acpProxyArgv(t, ozBin, gemini, "--db", oz.db, "--wait", "60s")...)
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
	defer cancel()
	sess := r.session(t, ctx)
	done := make(chan error, 1)
	go func() {
		_, err := r.prompt(ctx, sess.SessionId)
		done <- err
	}()
	var ask queuedAsk
	for deadline := time.Now().Add(90 * time.Second); ask.ID == nil && time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		for _, a := range pendingAsks(t, oz) {
			if strings.Contains(a.Command, "settings.json") {
				ask = a
			}
		}
	}
	if ask.ID == nil {
		r.log(t)
		t.Fatal("no pending ask of the settings.json edit appeared within 90 s")
	}
	oz.must(t, "queue", "deny", ask.id(), "--reason", "not today")
	if err := <-done; err != nil {
		r.log(t)
		t.Fatalf("session/prompt: %v", err)
	}
	if _, err := os.Stat(settings); err == nil {
		r.log(t)
		t.Fatal("the agent wrote .gemini/settings.json")
	}
	if n := len(ed.Permissions()); n != 0 {
		t.Errorf("the editor saw %d permission requests, want none", n)
	}
	if !strings.Contains(ed.Texts(), "not today") {
		t.Errorf("the editor was told %q; want the denial", ed.Texts())
	}
}
