// Command floordirect is the floor of the hook benchmarks in direct mode:
// a Go program that reads the same PreToolUse JSON as `ozdesk hook
// claude-code`, parses the command with the same shell parser, makes one
// durable bbolt write (the evaluation's record) and prints an allow,
// doing nothing else.
//
// floordirect DB [--exec] [-c COMMAND]: DB is the bbolt file; with -c the
// command is the argument, not the JSON on standard input (the floor of
// `ozdesk ask` and `ozdesk shell -c`); with --exec it then runs the
// command with bash, as `ozdesk shell -c` does.
package main

import (
	"encoding/json"
	"os"
	"strings"
	"syscall"
	"time"

	"go.etcd.io/bbolt"
	"mvdan.cc/sh/v3/syntax"
)

func main() {
	if len(os.Args) < 2 {
		os.Exit(2)
	}
	db, args := os.Args[1], os.Args[2:]
	run := len(args) > 0 && args[0] == "--exec"
	if run {
		args = args[1:]
	}
	var in struct {
		ToolInput struct {
			Command string `json:"command"`
		} `json:"tool_input"`
	}
	switch {
	case len(args) == 2 && args[0] == "-c":
		in.ToolInput.Command = args[1]
	case len(args) == 0:
		if err := json.NewDecoder(os.Stdin).Decode(&in); err != nil {
			os.Exit(2)
		}
	default:
		os.Exit(2)
	}
	if in.ToolInput.Command == "" {
		os.Exit(2)
	}
	if _, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(in.ToolInput.Command), ""); err != nil {
		os.Exit(2)
	}
	if record(db, in.ToolInput.Command) != nil {
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
	if run {
		err := syscall.Exec("/bin/bash", []string{"bash", "-c", in.ToolInput.Command}, os.Environ())
		os.Stderr.WriteString(err.Error() + "\n")
		os.Exit(126)
	}
}

// record makes the one durable write: the command, under a new key.
func record(path, command string) error {
	db, err := bbolt.Open(path, 0o600, &bbolt.Options{Timeout: 5 * time.Second})
	if err != nil {
		return err
	}
	err = db.Update(func(tx *bbolt.Tx) error {
		b, err := tx.CreateBucketIfNotExists([]byte("evaluations"))
		if err != nil {
			return err
		}
		seq, _ := b.NextSequence()
		return b.Put([]byte(time.Now().Format(time.RFC3339Nano)+string(rune(seq))), []byte(command))
	})
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	return err
}
