package main

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestACPGeminiProtocol(t *testing.T) {
	gemini := geminiBinary(t)
	root, _ := newACPRoot(t)
	ed := &acpEditor{}
	r := startACP(t, root, "touch ran.txt", ed, nil, gemini, "--acp")
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	sess := r.session(t, ctx)
	res, err := r.prompt(ctx, sess.SessionId)
	t.Logf("prompt: %+v %v", res, err)
	_, statErr := os.Stat(filepath.Join(r.wd, "ran.txt"))
	t.Logf("ran: %v", statErr == nil)
	r.log(t)
}
