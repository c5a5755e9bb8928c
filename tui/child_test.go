package tui

import (
	"context"
	"fmt"
	"os"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// runChild is the test binary run as a process of its own: the desk on
// $OZDESK_DB ("desk"), or a harness asking about $OZDESK_TUI_TEST_COMMAND
// and waiting for the answer, printing it ("ask"). It returns the exit
// code: 0 allowed, 3 refused, 1 trouble.
func runChild(mode string) int {
	svc := queue.New(store.New(os.Getenv("OZDESK_DB")), queue.WithNode("e2e-node"))
	switch mode {
	case "desk":
		err := Run(context.Background(), Config{Service: svc, Operator: "alice", Node: "e2e-node"})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		return 0
	case "ask":
		ans, err := svc.Evaluate(queue.Request{Command: os.Getenv("OZDESK_TUI_TEST_COMMAND"), Agent: "e2e-agent",
			Job: "e2e", Harness: "cli", Wait: time.Minute})
		if err == nil {
			ans, err = svc.Wait(context.Background(), ans)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		fmt.Printf("%s by %s\n", ans.Outcome, ans.Rule)
		if ans.Outcome.String() == "allow" {
			return 0
		}
		return 3
	}
	fmt.Fprintln(os.Stderr, "unknown mode", mode)
	return 1
}
