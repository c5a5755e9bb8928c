package cards

import "ozdesk.dev/ozdesk/internal/safetext"

// The safe display of untrusted text lives in internal/safetext, a leaf
// the harnesses' adapters link without the terminal styling this package
// brings; these are its names here.

// Run is a piece of sanitized untrusted text ([safetext.Run]).
type Run = safetext.Run

// Sanitize turns untrusted text into runs for one line of display
// ([safetext.Sanitize], where the notation is described).
func Sanitize(s string) []Run { return safetext.Sanitize(s) }

// SanitizeLines is [Sanitize] for multi-line display
// ([safetext.SanitizeLines]).
func SanitizeLines(s string) []Run { return safetext.SanitizeLines(s) }

// Escape returns s sanitized as one plain string ([safetext.Escape]).
func Escape(s string) string { return safetext.Escape(s) }

// EscapeJSON rewrites JSON text so that nothing [Escape] would escape
// reaches a terminal as it is ([safetext.EscapeJSON]).
func EscapeJSON(b []byte) []byte { return safetext.EscapeJSON(b) }

type (
	safeUnit    = safetext.Unit
	safeScanner = safetext.Scanner
)

const (
	unitText        = safetext.UnitText
	unitEscape      = safetext.UnitEscape
	unitBreak       = safetext.UnitBreak
	maxClusterBytes = safetext.MaxClusterBytes
)

func newSafeScanner(s string, lines bool) *safeScanner { return safetext.NewScanner(s, lines) }

func appendEscape(dst []byte, s string) ([]byte, int) { return safetext.AppendEscape(dst, s) }

func mustEscapeRune(r rune) bool { return safetext.MustEscapeRune(r) }
