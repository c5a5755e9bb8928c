package store

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/testproc"
)

// The multi-process tests run this test binary again as children; the
// role comes in the environment and TestMain hands over to runChild.
const (
	childRoleEnv = "OZDESK_STORE_TEST_ROLE"
	childDBEnv   = "OZDESK_STORE_TEST_DB"
	childNameEnv = "OZDESK_STORE_TEST_NAME"
	childNEnv    = "OZDESK_STORE_TEST_N"
)

func TestMain(m *testing.M) {
	// The multi-process tests re-run this binary as their children.
	if role := os.Getenv(childRoleEnv); role != "" {
		os.Exit(runChild(role))
	}
	os.Exit(m.Run())
}

// runChild plays one child role and returns the exit code. Children read
// "go" lines on stdin to start (so all start together) and report on
// stdout, one line per event.
func runChild(role string) int {
	s := New(os.Getenv(childDBEnv))
	name := os.Getenv(childNameEnv)
	n, _ := strconv.Atoi(os.Getenv(childNEnv))
	in := bufio.NewScanner(os.Stdin)
	var err error
	switch role {
	case "append":
		err = childAppend(s, name, n, in)
	case "decide":
		err = childDecide(s, name, n, in)
	case "crash":
		err = childCrash(s, name)
	case "writer":
		err = childWriter(s, n, in)
	case "try":
		err = childTry(os.Getenv(childDBEnv))
	default:
		err = fmt.Errorf("unknown role %q", role)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "child %s %s: %v\n", role, name, err)
		return 1
	}
	return 0
}

// waitGo blocks until the parent writes a line.
func waitGo(in *bufio.Scanner) error {
	if !in.Scan() {
		return fmt.Errorf("stdin closed before go: %v", in.Err())
	}
	return nil
}

// childAppend makes n writes as fast as it can and reports its slowest open.
func childAppend(s *Store, name string, n int, in *bufio.Scanner) error {
	var slowest time.Duration
	s = New(s.Path(), WithOpenObserver(func(d time.Duration) { slowest = max(slowest, d) }))
	if err := waitGo(in); err != nil {
		return err
	}
	for i := range n {
		err := s.Update(func(tx *Tx) error {
			_, err := putAskAndAudit(tx, name, fmt.Sprintf("echo %s %d", name, i))
			return err
		})
		if err != nil {
			return err
		}
	}
	fmt.Printf("slowest %d\n", slowest)
	return nil
}

// childDecide tries, in each of n rounds, to decide ask number round
// (from 1) as name, and says whether it won or who did.
func childDecide(s *Store, name string, n int, in *bufio.Scanner) error {
	for round := 1; round <= n; round++ {
		if err := waitGo(in); err != nil {
			return err
		}
		var line string
		err := s.Update(func(tx *Tx) error {
			a, err := tx.GetAsk(strconv.Itoa(round))
			if err != nil {
				return err
			}
			if !a.Pending() {
				line = "lost " + a.Decision.By
				return nil
			}
			a.State = StateApproved
			a.Decision = &Decision{By: name, Outcome: OutcomeAllow, Reason: "race"}
			if err := tx.PutAsk(a); err != nil {
				return err
			}
			data, _ := json.Marshal(map[string]string{"ask": a.ID, "by": name})
			_, err = tx.AppendAudit(AuditEntry{Kind: KindDecide, Actor: name, Data: data})
			line = "won"
			return err
		})
		if err != nil {
			return err
		}
		fmt.Println(line)
	}
	return nil
}

// childCrash writes until it is killed, printing each audit seq once its
// commit has returned.
func childCrash(s *Store, name string) error {
	for i := 0; ; i++ {
		var seq uint64
		err := s.Update(func(tx *Tx) error {
			var err error
			seq, err = putAskAndAudit(tx, name, fmt.Sprintf("write %d", i))
			return err
		})
		if err != nil {
			return err
		}
		fmt.Printf("ok %d\n", seq)
	}
}

// childWriter makes n writes 20 ms apart and prints, for each, the Unix
// nanoseconds before the update began and after it returned.
func childWriter(s *Store, n int, in *bufio.Scanner) error {
	if err := waitGo(in); err != nil {
		return err
	}
	for i := range n {
		time.Sleep(20 * time.Millisecond)
		t0 := time.Now()
		err := s.Update(func(tx *Tx) error {
			_, err := putAskAndAudit(tx, "writer", fmt.Sprintf("write %d", i))
			return err
		})
		if err != nil {
			return err
		}
		fmt.Printf("%d %d\n", t0.UnixNano(), time.Now().UnixNano())
	}
	return nil
}

// childTry makes one write, waiting a fifth of a second at most for the
// lock, and says how it went: "ok", "locked" or the error.
func childTry(path string) error {
	err := New(path, WithLockTimeout(200*time.Millisecond)).Update(func(tx *Tx) error {
		_, err := putAskAndAudit(tx, "try", "echo try")
		return err
	})
	switch {
	case err == nil:
		fmt.Println("ok")
	case errors.Is(err, ErrLocked):
		fmt.Println("locked")
	default:
		fmt.Println(err)
	}
	return nil
}

// child is a running child process.
type child = testproc.Child

// startChild runs this test binary as a child in a role, on the store at
// path.
func startChild(t *testing.T, role, path, name string, n int) *child {
	t.Helper()
	env := []string{childRoleEnv + "=" + role, childDBEnv + "=" + path,
		childNameEnv + "=" + name, childNEnv + "=" + strconv.Itoa(n)}
	return testproc.Start(t, env...)
}
