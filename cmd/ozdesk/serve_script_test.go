package main

import (
	"fmt"
	"net"
	"os"
	"strconv"
	"time"

	"github.com/rogpeppe/go-internal/testscript"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/broker"
)

// scriptCondition adds the scripts' own conditions: [root], the process
// runs as root (a protected-mode configuration is trusted only when root
// owns it and the directories above it).
func scriptCondition(cond string) (bool, error) {
	switch cond {
	case "root":
		return os.Getuid() == 0, nil
	}
	return false, fmt.Errorf("unknown condition %q", cond)
}

// cmdWaitSock waits until a broker answers on a socket (or, negated,
// until nothing does):
//
//	waitsock PATH
func cmdWaitSock(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 1 {
		ts.Fatalf("usage: waitsock PATH")
	}
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		c, err := net.Dial("unix", ts.MkAbs(args[0]))
		if err == nil {
			c.Close()
		}
		if (err == nil) != neg {
			return
		}
	}
	ts.Fatalf("waitsock: %s is still %s after 30 s", args[0], map[bool]string{false: "not served", true: "served"}[neg])
}

// cmdBrokerAsk waits until the broker at a socket holds at least N
// pending asks the script's account may see (default 1), and sets $ASK to
// the newest one's short ID:
//
//	brokerask SOCKET [N]
func cmdBrokerAsk(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 1 || len(args) > 2 {
		ts.Fatalf("usage: brokerask SOCKET [N]")
	}
	n := 1
	if len(args) == 2 {
		var err error
		if n, err = strconv.Atoi(args[1]); err != nil {
			ts.Fatalf("brokerask: %q is not a number", args[1])
		}
	}
	cl := broker.NewClient(ts.MkAbs(args[0]))
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		pending, err := cl.Pending()
		if err == nil && len(pending) >= n {
			ts.Setenv("ASK", queue.ShortID(pending[len(pending)-1].ID))
			return
		}
	}
	ts.Fatalf("brokerask: fewer than %d pending asks after 30 s", n)
}

// cmdPerm checks a file's permission bits:
//
//	perm PATH 0600
func cmdPerm(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: perm PATH MODE")
	}
	want, err := strconv.ParseUint(args[1], 8, 32)
	if err != nil {
		ts.Fatalf("perm: %q is not an octal mode", args[1])
	}
	fi, err := os.Lstat(ts.MkAbs(args[0]))
	ts.Check(err)
	if got := fi.Mode().Perm(); uint64(got) != want {
		ts.Fatalf("%s is %04o, want %04o", args[0], got, want)
	}
}

// cmdExpand copies a file, expanding $NAME and ${NAME} from the script's
// environment (a configuration that must name absolute paths under
// $WORK, say), and sets the copy's mode:
//
//	expand SRC DST MODE
func cmdExpand(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 3 {
		ts.Fatalf("usage: expand SRC DST MODE")
	}
	mode, err := strconv.ParseUint(args[2], 8, 32)
	if err != nil {
		ts.Fatalf("expand: %q is not an octal mode", args[2])
	}
	dst := ts.MkAbs(args[1])
	ts.Check(os.WriteFile(dst, []byte(os.Expand(ts.ReadFile(args[0]), ts.Getenv)), os.FileMode(mode)))
	ts.Check(os.Chmod(dst, os.FileMode(mode))) // past the umask
}
