package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"syscall"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/broker"
	"ozdesk.dev/ozdesk/queue/harness"
	"ozdesk.dev/ozdesk/store"
)

// errQuiet ends the process with a code after the command has said all
// there is to say (an ask refused: the answer is on stdout already).
var errQuiet = errors.New("quiet")

// quiet returns an error that ends the process with code and prints nothing.
func quiet(code int) error { return &exitError{code: code, err: errQuiet} }

// silent reports whether err prints nothing.
func silent(err error) bool { return errors.Is(err, errQuiet) }

// storeFailure classifies an error from the store or the queue: its exit
// code and what to do about it. what names the object an ErrNotFound is
// about ("ask 42"), and list the command that lists such objects.
func storeFailure(err error, what, list string) error {
	if err == nil {
		return nil
	}
	var (
		decided *queue.DecidedError
		clipped *queue.ClippedApproveError
		rails   *queue.RailsError
		stale   *queue.StaleError
		pat     *patterns.PatternError
		exit    *exitError
		schema  *store.SchemaError
		pathErr *fs.PathError
		errno   syscall.Errno
		// untrusted: the rules in force are not those the trail vouches for
		untrusted *queue.UntrustedRulesError
	)
	switch {
	case errors.As(err, &exit):
		return err
	case errors.Is(err, queue.ErrBrokerBusy):
		// a limit per account, not a permission: try again later
		return withCode(exitStore, err, "")
	case errors.Is(err, broker.ErrDenied):
		return withCode(exitDenied, err, "")
	case errors.Is(err, broker.ErrUnboundScope), errors.Is(err, queue.ErrUnknownNode), errors.Is(err, queue.ErrBadNodeScope):
		return withCode(exitUsage, err, "")
	case errors.Is(err, broker.ErrUnreachable), errors.Is(err, broker.ErrStoreGone), errors.Is(err, harness.ErrNoAnswer), errors.Is(err, harness.ErrStoreNoAnswer):
		return withCode(exitStore, err, "")
	case errors.As(err, &decided):
		return withCode(exitConflict, err, "nothing was changed; see it with 'ozdesk queue show "+queue.ShortID(decided.ID)+"'")
	case errors.As(err, &clipped):
		return withCode(exitConflict, err, "nothing was approved; deny it with 'ozdesk queue deny "+queue.ShortID(clipped.ID)+"'")
	case errors.As(err, &rails), errors.As(err, &pat):
		return withCode(exitUsage, err, "")
	case errors.Is(err, store.ErrNotFound):
		return withCode(exitUsage, fmt.Errorf("%s: not found", what), "list them with '"+list+"'")
	case errors.Is(err, store.ErrNoStore):
		return withCode(exitUsage, fmt.Errorf("%s: not found (the store does not exist yet)", what), "nothing has been asked or written yet; check --db or $"+store.EnvDB)
	case errors.Is(err, queue.ErrProposedAlready):
		return withCode(exitConflict, err, "four eyes: see it with 'ozdesk policy list'; another operator approves it")
	case errors.Is(err, store.ErrExists):
		return withCode(exitUsage, err, "list them with '"+list+"'")
	case errors.Is(err, store.ErrRulesUnvouched), errors.As(err, &untrusted):
		return withCode(exitStore, err, "the store's rules or settings were changed around ozdesk: 'ozdesk audit verify' says what differs; "+
			"put back a copy of the store kept before, or export the policy, check it, and apply it to a new store (docs/protected-mode.md)")
	case errors.Is(err, queue.ErrAskAltered):
		return withCode(exitStore, err, "the ask's record was edited around ozdesk: deny it, and ask the agent to ask again")
	case errors.Is(err, store.ErrInvalid):
		return withCode(exitUsage, err, "")
	case errors.Is(err, store.ErrLocked):
		return withCode(exitStore, err, "another process held the store too long; try again, and look for a stuck ozdesk process")
	case errors.Is(err, store.ErrNoSpace):
		return withCode(exitStore, err, "etcd's database is full: nothing was changed; an operator compacts it, defragments each member and disarms the alarm (docs/fleet.md, \"Database quota\")")
	case errors.Is(err, store.ErrUnavailable):
		return withCode(exitStore, err, "the fleet's etcd cluster did not answer in time; nothing was changed: try again once it is back")
	case errors.Is(err, store.ErrAuditBroken):
		return withCode(exitAuditBroke, err, "the audit trail is broken there: see it with 'ozdesk audit verify', keep the store as it is for inspection, "+
			"and export or cut nothing past the break (docs/protected-mode.md, the audit trail)")
	case errors.As(err, &schema):
		return withCode(exitStore, err, "")
	case errors.Is(err, store.ErrUnsafe):
		return withCode(exitStore, err, "")
	case errors.Is(err, store.ErrCorrupt):
		return withCode(exitStore, err, "the store file is damaged: keep a copy for inspection, then move it aside to start afresh")
	case errors.Is(err, queue.ErrSameOperator):
		return withCode(exitConflict, err, "four eyes: another operator approves it")
	case errors.Is(err, queue.ErrStillNeeded), errors.Is(err, store.ErrCutRefused):
		return withCode(exitConflict, err, "")
	case errors.As(err, &stale):
		return withCode(exitConflict, err, "withdraw it with 'ozdesk policy withdraw "+safetext.Escape(stale.ID)+"'")
	case errors.Is(err, queue.ErrNotProposed):
		return withCode(exitConflict, err, "see what waits with 'ozdesk policy list'")
	case errors.As(err, &pathErr), errors.As(err, &errno):
		return withCode(exitStore, err, "check the store's path (--db, $"+store.EnvDB+") and its permissions")
	}
	// What is left is the queue refusing the request as given (a rule not
	// proposed, an end already past …): the message says why.
	return withCode(exitUsage, err, "")
}

// printError writes err to w for a person: the message (a pattern error
// with a caret under the place, a rails refusal with each rail on a line
// of its own), then what to do.
func printError(w io.Writer, err error) {
	var (
		at    *patternAt
		pat   *patterns.PatternError
		rails *queue.RailsError
	)
	switch {
	case errors.As(err, &at):
		printPatternError(w, at.err, at.src)
	case errors.As(err, &pat):
		printPatternError(w, pat, "")
	case errors.As(err, &rails):
		fmt.Fprintln(w, "ozdesk: the guard rails refuse this allow rule:")
		for _, r := range rails.Rails {
			fmt.Fprintf(w, "  - %s: %s\n", r.Rail, safetext.Escape(r.Msg))
			if r.Hint != "" {
				fmt.Fprintf(w, "    %s\n", safetext.Escape(r.Hint))
			}
		}
	default:
		for i, line := range strings.Split(err.Error(), "\n") {
			prefix := "ozdesk: "
			if i > 0 {
				prefix = ""
			}
			fmt.Fprintf(w, "%s%s\n", prefix, safetext.Escape(line))
		}
	}
	if hint := hintOf(err); hint != "" {
		fmt.Fprintf(w, "  %s\n", safetext.Escape(hint))
	}
}

// printPatternError shows a pattern error's sentence, the pattern with a
// caret under the offending place, and the hint.
func printPatternError(w io.Writer, e *patterns.PatternError, src string) {
	fmt.Fprintf(w, "ozdesk: the pattern is refused (%s): %s\n", e.Code, safetext.Escape(e.Msg))
	if src != "" {
		pos := min(max(e.Pos, 0), len(src))
		fmt.Fprintf(w, "  %s\n", safetext.Escape(src))
		fmt.Fprintf(w, "  %s^\n", strings.Repeat(" ", safetext.Width(safetext.Escape(src[:pos]))))
	}
	if e.Hint != "" {
		fmt.Fprintf(w, "  %s\n", safetext.Escape(e.Hint))
	}
}

// patternAt is a pattern error with the pattern it is about, so that the
// error can point at the place.
type patternAt struct {
	src string
	err *patterns.PatternError
}

func (e *patternAt) Error() string { return e.err.Error() }
func (e *patternAt) Unwrap() error { return e.err }

// locatePattern attaches the pattern's text to a pattern error inside err;
// other errors are returned as they are.
func locatePattern(err error, src string) error {
	var pat *patterns.PatternError
	if errors.As(err, &pat) {
		return withCode(exitUsage, &patternAt{src: src, err: pat}, "")
	}
	return err
}
