package patterns

import (
	"errors"
	"fmt"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// The limits a [Reader] applies unless told otherwise. No command a person
// or an agent writes comes near them; past one, the command is unreadable
// (asked about by cmd.unreadable) and no part of it is read, so that
// reading, evaluating and explaining any command stays cheap: at most
// tens of milliseconds and tens of megabytes.
const (
	// DefaultMaxDepth is how many nested command strings deep the reader
	// reads (bash -c 'ssh h "sh -c …"' is three deep).
	DefaultMaxDepth = 4
	// DefaultMaxBytes is the longest command line the reader reads.
	DefaultMaxBytes = 64 << 10
	// DefaultMaxParts is the most parts (simple commands, nested ones
	// included) a command may have.
	DefaultMaxParts = 1000
	// DefaultMaxWords is the most words the parts of a command may have
	// altogether, redirection targets and wrappers' words included, each
	// word counted once for every piece (literal text, glob, expansion)
	// it is made of, and once more for every further word its brace
	// expansions make ({a,b}{c,d} makes four).
	DefaultMaxWords = 4096
	// DefaultMaxNesting is how deep constructs may nest within one
	// command line or nested string: substitutions, subshells, blocks,
	// compound commands, parameter and arithmetic expansions.
	DefaultMaxNesting = 64
	// DefaultMaxReportBytes bounds the size of a command's explanation:
	// the texts of its parts (a part inside another's substitution is
	// counted in both), what cannot be read, and a fixed allowance per
	// part and per unreadable.
	DefaultMaxReportBytes = 1 << 20
	// DefaultMaxWrites is the most paths a command's parts may write or
	// delete altogether: redirections' targets, rm's, chmod's and
	// chown's operands, and what each program is known to write or
	// delete (a word counted once for each way it is). Each such path is
	// judged against every guarded path and looked at on disk, and
	// through every link the line makes (fx39c2: 490 writes cost the
	// hook 0.1–0.2 s of CPU); the most any command of the corpus counts
	// is 12 (`install -b -S .sh -m 755 x y && sh y.sh`).
	DefaultMaxWrites = 128
)

// readConfig holds a [Reader]'s limits.
type readConfig struct {
	maxDepth, maxBytes, maxParts, maxWords, maxNesting, maxReport, maxWrites int
}

// ReadOption sets a limit of a [Reader] (see [MaxDepth], [MaxBytes],
// [MaxParts], [MaxWords], [MaxNesting], [MaxReportBytes], [MaxWrites]).
type ReadOption func(*readConfig)

// MaxDepth sets how many nested command strings deep the reader reads; a
// string deeper than that is [UnreadableDepth]. 0 reads no nested string.
func MaxDepth(n int) ReadOption {
	return func(c *readConfig) { c.maxDepth = max(n, 0) }
}

// MaxBytes sets the longest command line, in bytes, the reader reads; a
// longer one is [UnreadableSize] and no part of it is read.
func MaxBytes(n int) ReadOption {
	return func(c *readConfig) { c.maxBytes = max(n, 0) }
}

// MaxParts sets the most parts a command may have; one with more is
// [UnreadableParts] and no part of it is read.
func MaxParts(n int) ReadOption {
	return func(c *readConfig) { c.maxParts = max(n, 0) }
}

// MaxWords sets the most words the parts of a command may have (see
// [DefaultMaxWords]); a command with more is [UnreadableWords] and no
// part of it is read.
func MaxWords(n int) ReadOption {
	return func(c *readConfig) { c.maxWords = max(n, 0) }
}

// MaxNesting sets how deep constructs may nest within one text (see
// [DefaultMaxNesting]); a command nested deeper is [UnreadableNesting] and
// no part of it is read.
func MaxNesting(n int) ReadOption {
	return func(c *readConfig) { c.maxNesting = max(n, 0) }
}

// MaxReportBytes bounds the size of a command's explanation (see
// [DefaultMaxReportBytes]); a command whose explanation would be larger
// is [UnreadableExplanation] and no part of it is read.
func MaxReportBytes(n int) ReadOption {
	return func(c *readConfig) { c.maxReport = max(n, 0) }
}

// MaxWrites sets the most paths a command's parts may write or delete
// (see [DefaultMaxWrites]); a command with more is [UnreadableWrites]
// and no part of it is read.
func MaxWrites(n int) ReadOption {
	return func(c *readConfig) { c.maxWrites = max(n, 0) }
}

// Reader reads command lines into [Command]s, reusing one shell parser. A
// Reader is not safe for concurrent use: give each goroutine its own.
type Reader struct {
	cfg    readConfig
	parser *syntax.Parser
}

// NewReader returns a [Reader] with the default limits changed by opts.
func NewReader(opts ...ReadOption) *Reader {
	cfg := readConfig{maxDepth: DefaultMaxDepth, maxBytes: DefaultMaxBytes, maxParts: DefaultMaxParts,
		maxWords: DefaultMaxWords, maxNesting: DefaultMaxNesting, maxReport: DefaultMaxReportBytes,
		maxWrites: DefaultMaxWrites}
	for _, o := range opts {
		o(&cfg)
	}
	return &Reader{cfg: cfg, parser: syntax.NewParser(syntax.Variant(syntax.LangBash))}
}

// Read reads src with a new [Reader]; see [Reader.Read].
func Read(src string, opts ...ReadOption) *Command {
	return NewReader(opts...).Read(src)
}

// Read reads src, parsed as bash, into a [Command]. It never fails: what it
// cannot read is listed in Command.Unreadable. A command that does not
// parse, holds a NUL byte, or passes a limit (size, parts, words,
// nesting, explanation size) has no parts at all and one [Unreadable] with Part -1:
// a half-read command is not read, because what bash would make of it is
// not known. The limits are checked before anything larger than they
// allow is built.
//
// Where the design leaves a choice, the reader makes these:
//   - What may run later is read as if it runs: a function's body, a
//     trap's action, an alias's value, mapfile's callback, and variables
//     programs run (GIT_SSH_COMMAND, PAGER, EDITOR …). eval is unreadable,
//     and its arguments, when literal, are read as well.
//   - A program's name is the text after the last literal slash of its
//     word, when that text is literal: ~/bin/tool and "$HOME"/bin/tool are
//     "tool"; $DIR/tool (which field splitting could break up) is unknown.
//   - Wrapper.Words starts with the wrapper's own program word. An option
//     a wrapper does not know stops the peeling: the wrapper is the part,
//     and it is unreadable ([UnreadableWrapperOption]), since the program
//     may know the option and run a command after it (--help and
//     --version excepted).
//   - A word that is not literal where a shell's, ssh's or a wrapper's
//     options stand might be an option (-c …): the command is unreadable.
//   - A part run by xargs reads /dev/null. xargs puts its input items in
//     place of -I's string and find -exec puts a file's name in place of
//     "{}": such words are not literal. Items xargs appends are not among
//     Part.Words; a shell's -c string or ssh's command taken from them is
//     unreadable.
//   - An interpreter's program given as an option's value (python -c,
//     node -e, perl -e, pwsh -Command, deno eval) is unreadable when it is
//     not literal; literal code in another language is not read, as a
//     script on disk is not.
//   - A statement of redirections alone (> file) is not a part.
//   - Once read, the parts are read again in order for what an earlier
//     one does to a later one (see effects.go and DEFAULTS.md): a file
//     made then run, a name rebound, a value read as code a second time,
//     a shell fed through a function.
func (r *Reader) Read(src string) *Command {
	cmd, rd := r.readParts(src)
	if rd == nil {
		return cmd
	}
	if u, over := rd.bounded(rd.effects); over {
		cmd.Parts, cmd.Unreadable, cmd.Tree.Children = nil, nil, nil
		r.fail(cmd, u)
	}
	rd.nameFetchedRuns()
	rd.noteLine()
	return cmd
}

// readParts reads src into its parts, in order, before the effects pass;
// the reading is nil when the command is unreadable whole (cmd says why).
func (r *Reader) readParts(src string) (*Command, *reading) {
	cmd := &Command{Source: src}
	cmd.Tree = &Node{Kind: NodeScript, Span: Span{0, len(src)}, Part: -1}
	if u, bad := r.cfg.wholeText(src); bad {
		r.fail(cmd, u)
		return cmd, nil
	}
	f, err := r.parser.Parse(strings.NewReader(src), "")
	if err != nil {
		r.fail(cmd, parseUnreadable(err, "The command", Span{0, len(src)}, 0, -1))
		return cmd, nil
	}
	u, braces, bad := r.cfg.shape(f, Span{0, len(src)})
	if bad {
		r.fail(cmd, u)
		return cmd, nil
	}
	rd := &reading{cfg: r.cfg, parser: r.parser, cmd: cmd, words: braces}
	rd.noteTemps(f)
	rd.units = seqUnits(f.Stmts) // read_madetext.go
	if u, over := rd.bounded(func() {
		top := scope{src: src, depth: 0, parent: -1, pipe: noPipe()}
		cmd.Tree.Children = rd.stmtList(f.Stmts, top)
	}); over {
		cmd.Parts, cmd.Unreadable, cmd.Tree.Children = nil, nil, nil
		r.fail(cmd, u)
		return cmd, nil
	}
	rd.finish()
	return cmd, rd
}

// fail records a whole-command unreadable and its tree marker.
func (r *Reader) fail(cmd *Command, u Unreadable) {
	cmd.Unreadable = append(cmd.Unreadable, u)
	cmd.Tree.Children = append(cmd.Tree.Children, unreadableNode(u))
}

// parseUnreadable describes a parse error of what (a sentence's subject),
// whose text maps to span in Command.Source; base is the offset of the
// text's first byte when it maps exactly, or -1.
func parseUnreadable(err error, what string, span Span, base, part int) Unreadable {
	u := Unreadable{Code: UnreadableParse, Span: span, Part: part}
	var perr syntax.ParseError
	var lerr syntax.LangError
	switch {
	case errors.As(err, &perr):
		u.Detail = fmt.Sprintf("%s does not parse as bash (%s at %s), so what it would run is not known.", what, perr.Text, perr.Pos)
		if base >= 0 {
			u.Span.Start = min(base+int(perr.Pos.Offset()), span.End)
		}
	case errors.As(err, &lerr):
		u.Detail = fmt.Sprintf("%s uses %s, which bash does not have, so what it would run is not known.", what, lerr.Feature)
	default:
		u.Detail = fmt.Sprintf("%s does not parse as bash (%v), so what it would run is not known.", what, err)
	}
	return u
}

// noPipe returns the PipeRef of a part that stands in no pipeline.
func noPipe() PipeRef { return PipeRef{ID: -1} }

// spanMap maps byte offsets in the text being read (the command line, or
// a nested command string) to spans in Command.Source.
type spanMap struct {
	// base is added to offsets when the text maps exactly.
	base int
	// whole, when set, is the span every offset maps to: the text is a
	// nested string whose bytes do not stand as such in the source.
	whole *Span
	// at, when set with whole, is where each byte of such a text stands
	// in the source (len(text)+1 offsets, see quotedOffsets): a run of
	// bytes that stands there as such, unbroken by a quote, maps to its
	// own span, so that the words of a script quoted for bash -c keep
	// spans of their own; a run across a quote maps to whole.
	at []int
}

// span maps [start, end) of the text being read.
func (m spanMap) span(start, end int) Span {
	if m.whole != nil {
		if m.at != nil && 0 <= start && start < end && end < len(m.at) && m.at[end-1]-m.at[start] == end-1-start {
			return Span{m.at[start], m.at[end-1] + 1}
		}
		return *m.whole
	}
	return Span{m.base + start, m.base + end}
}
