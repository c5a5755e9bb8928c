// Command floordirect is the floor of the hook benchmark in direct mode:
// a Go program that reads the same PreToolUse JSON as `ozdesk hook
// claude-code`, parses the command with the same shell parser, makes one
// durable bbolt write (the evaluation's record) and prints an allow,
// doing nothing else. Its argument is the bbolt file.
package main

import (
	"encoding/json"
	"os"
	"strings"
	"time"

	"go.etcd.io/bbolt"
	"mvdan.cc/sh/v3/syntax"
)

func main() {
	var in struct {
		ToolInput struct {
			Command string `json:"command"`
		} `json:"tool_input"`
	}
	if err := json.NewDecoder(os.Stdin).Decode(&in); err != nil || in.ToolInput.Command == "" || len(os.Args) != 2 {
		os.Exit(2)
	}
	if _, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(in.ToolInput.Command), ""); err != nil {
		os.Exit(2)
	}
	db, err := bbolt.Open(os.Args[1], 0o600, &bbolt.Options{Timeout: 5 * time.Second})
	if err != nil {
		os.Exit(2)
	}
	err = db.Update(func(tx *bbolt.Tx) error {
		b, err := tx.CreateBucketIfNotExists([]byte("evaluations"))
		if err != nil {
			return err
		}
		seq, _ := b.NextSequence()
		return b.Put([]byte(time.Now().Format(time.RFC3339Nano)+string(rune(seq))), []byte(in.ToolInput.Command))
	})
	if db.Close() != nil || err != nil {
		os.Exit(2)
	}
	out := map[string]any{"hookSpecificOutput": map[string]string{
		"hookEventName":            "PreToolUse",
		"permissionDecision":       "allow",
		"permissionDecisionReason": "floor",
	}}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		os.Exit(2)
	}
}
