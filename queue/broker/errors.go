package broker

import (
	"errors"
	"fmt"

	"ozdesk.dev/ozdesk/internal/askwire"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/policyfile"
	"ozdesk.dev/ozdesk/store"
)

// The errors of the broker itself. Errors a client gets back from the
// queue keep their kind across the socket: a [*queue.DecidedError] is one
// again, and an error that matched [store.ErrNotFound] on the broker
// matches it on the client.
var (
	// ErrDenied is a request the caller's account may not make: an agent
	// deciding, a viewer writing policy, an agent reading another's ask.
	ErrDenied = errors.New("not permitted")
	// ErrUnreachable is a broker that could not be reached or answered
	// nothing: every adapter denies. It is [queue.ErrUnreachable], so
	// that the adapters tell it from a store that could not be read.
	ErrUnreachable = queue.ErrUnreachable
	// ErrStoreGone is a broker whose store went missing, was emptied or
	// was replaced behind its back: it refuses everything until an
	// operator restores the store and restarts it.
	ErrStoreGone = queue.ErrStoreGone
	// ErrProtocol is a request or response the other side cannot read.
	ErrProtocol = askwire.ErrProtocol
)

// WireError is an error on the wire: a code that says its kind, the
// message, and, for the kinds that carry data, the data.
type WireError struct {
	Code    string                     `json:"code"`
	Message string                     `json:"message"`
	Decided *queue.DecidedError        `json:"decided,omitempty"`
	Changed *queue.ChangedError        `json:"changed,omitempty"`
	Clipped *queue.ClippedApproveError `json:"clipped,omitempty"`
	Rails   []*patterns.RailError      `json:"rails,omitempty"`
	Pattern *patterns.PatternError     `json:"pattern,omitempty"`
	Propose *store.Proposal            `json:"proposal,omitempty"`
	Stale   *queue.StaleError          `json:"stale,omitempty"`
	Role    *RoleError                 `json:"role,omitempty"`
	Audit   *store.AuditError          `json:"audit,omitempty"`
	Anchor  *queue.AnchorError         `json:"anchor,omitempty"`
	// NoSpace, with the code "unavailable", says the fleet's etcd is
	// full ([store.ErrNoSpace]); a client that does not know it reads a
	// store that cannot be written, as before.
	NoSpace bool `json:"no_space,omitempty"`
}

// Error returns the message.
func (e *WireError) Error() string { return e.Message }

// sentinels maps the codes of errors that match a sentinel to it, both
// ways. It is a table, read only.
var sentinels = []struct {
	code string
	err  error
}{
	{"busy", queue.ErrBrokerBusy},
	{"denied", ErrDenied},
	{"store_gone", ErrStoreGone},
	{"protocol", ErrProtocol},
	{"not_found", store.ErrNotFound},
	// Before "exists", which they match too.
	{"proposed_already", queue.ErrProposedAlready},
	{"four_eyes", policyfile.ErrFourEyes},
	{"exists", store.ErrExists},
	{"invalid", store.ErrInvalid},
	{"no_store", store.ErrNoStore},
	{"locked", store.ErrLocked},
	{"unavailable", store.ErrUnavailable},
	{"corrupt", store.ErrCorrupt},
	{"newer_schema", store.ErrNewerSchema},
	{"audit_broken", store.ErrAuditBroken},
	{"same_operator", queue.ErrSameOperator},
	{"not_proposed", queue.ErrNotProposed},
	{"nothing_to_propose", queue.ErrNothingToPropose},
	{"no_author", queue.ErrNoAuthor},
	{"unbound_scope", ErrUnboundScope},
	{"unknown_node", queue.ErrUnknownNode},
	{"bad_node_scope", queue.ErrBadNodeScope},
	{"cut_refused", store.ErrCutRefused},
	{"still_needed", queue.ErrStillNeeded},
	{"unmoved", queue.ErrUnmoved},
	{"rules_changed", queue.ErrRulesChanged},
}

// toWire turns an error into its wire form.
func toWire(err error) *WireError {
	if err == nil {
		return nil
	}
	w := &WireError{Code: "error", Message: err.Error()}
	var (
		decided  *queue.DecidedError
		changed  *queue.ChangedError
		clipped  *queue.ClippedApproveError
		rails    *queue.RailsError
		pat      *patterns.PatternError
		proposed *queue.ProposedError
		stale    *queue.StaleError
		ignored  *queue.IgnoredError
		role     *RoleError
		broken   *store.AuditError
		anchored *queue.AnchorError
	)
	switch {
	case errors.As(err, &role):
		w.Code, w.Role = "denied", role
	case errors.As(err, &decided):
		w.Code, w.Decided = "decided", decided
	case errors.As(err, &changed):
		w.Code, w.Changed = "changed", changed
	case errors.As(err, &clipped):
		w.Code, w.Clipped = "clipped", clipped
	case errors.As(err, &rails):
		w.Code, w.Rails = "rails", rails.Rails
	case errors.As(err, &pat):
		w.Code, w.Pattern = "pattern", pat
	case errors.As(err, &proposed):
		w.Code, w.Propose = "proposed", &proposed.Proposal
	case errors.As(err, &stale):
		w.Code, w.Stale = "stale", stale
	case errors.As(err, &ignored):
		w.Code = "ignored"
	case errors.As(err, &broken):
		w.Code, w.Audit = "audit_broken", broken
	case errors.As(err, &anchored):
		w.Code, w.Anchor = "audit_broken", anchored
	default:
		for _, s := range sentinels {
			if errors.Is(err, s.err) {
				w.Code = s.code
				break
			}
		}
		w.NoSpace = errors.Is(err, store.ErrNoSpace)
	}
	return w
}

// fromWire turns a wire error back into an error of the same kind.
func fromWire(w *WireError) error {
	switch {
	case w == nil:
		return nil
	case w.Code == "decided" && w.Decided != nil:
		return w.Decided
	case w.Code == "changed" && w.Changed != nil:
		return w.Changed
	case w.Code == "clipped" && w.Clipped != nil:
		return w.Clipped
	case w.Code == "rails" && len(w.Rails) > 0:
		return &queue.RailsError{Rails: w.Rails}
	case w.Code == "pattern" && w.Pattern != nil:
		return w.Pattern
	case w.Code == "proposed" && w.Propose != nil:
		return &queue.ProposedError{Proposal: *w.Propose}
	case w.Code == "stale" && w.Stale != nil:
		return w.Stale
	case w.Code == "denied" && w.Role != nil:
		return w.Role
	case w.Code == "audit_broken" && w.Audit != nil:
		return &wrapped{msg: w.Message, err: w.Audit}
	case w.Code == "audit_broken" && w.Anchor != nil:
		return &wrapped{msg: w.Message, err: w.Anchor}
	case w.Code == "unavailable" && w.NoSpace:
		// made here, not at init: the hooks' build pays for no table
		return &wrapped{msg: w.Message, err: fmt.Errorf("%w: %w", store.ErrUnavailable, store.ErrNoSpace)}
	}
	for _, s := range sentinels {
		if s.code == w.Code {
			return &remoteError{msg: w.Message, kind: s.err}
		}
	}
	return &remoteError{msg: w.Message}
}

// remoteError is an error the broker returned: its message, matching the
// sentinel it matched there.
type remoteError struct {
	msg  string
	kind error
}

func (e *remoteError) Error() string { return e.msg }

// Is reports whether target is the sentinel the error matched on the broker.
func (e *remoteError) Is(target error) bool { return e.kind != nil && target == e.kind }

// wrapped is an error the broker returned whose kind carries data: its
// message as the broker said it, unwrapping to that kind.
type wrapped struct {
	msg string
	err error
}

func (e *wrapped) Error() string { return e.msg }

// Unwrap returns the error of its kind.
func (e *wrapped) Unwrap() error { return e.err }

// busyf is a refusal for one of the broker's limits per account
// ([queue.ErrBrokerBusy]).
func busyf(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{queue.ErrBrokerBusy}, args...)...)
}

// deniedf is a refusal of a request the caller may not make.
func deniedf(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrDenied}, args...)...)
}
