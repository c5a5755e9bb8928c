package patterns

// Span is a range of bytes [Start, End) in a [Command]'s Source.
type Span struct {
	Start, End int
}

// Len returns the number of bytes in the span.
func (s Span) Len() int { return s.End - s.Start }

// Command is the reading of one command line: what [Read] returns.
type Command struct {
	// Source is the command line as it was given.
	Source string
	// Parts are the simple commands it would run, in source order (a part
	// read from a nested command string follows the part that hands it
	// over).
	Parts []*Part
	// Unreadable lists what could not be read with certainty. An entry with
	// Part == -1 concerns the whole command (a parse error, the size limit).
	Unreadable []Unreadable
	// Tree is the shape of the command for display: lists, pipelines,
	// substitutions, nested strings, with the parts as leaves.
	Tree *Node
	// stages indexes the parts by pipeline and stage (stages[id][stage]
	// lists the parts standing there), built by Read; nil for a Command
	// made otherwise, whose pipelines are found by scanning its parts.
	stages [][][]int
	// pathHome is what the line's PATH puts ahead that only the workdir
	// judges (effects_pathworkdir.go); nil for none.
	pathHome *pathHome
}

// Readable reports whether nothing in the command is unreadable.
func (c *Command) Readable() bool { return len(c.Unreadable) == 0 }

// Part is one simple command the command line would run, after its wrappers
// are peeled: `sudo -u op rm -rf /` is the part `rm -rf /` with the wrapper
// `sudo -u op`.
type Part struct {
	// Index is the part's position in Command.Parts.
	Index int
	// Span covers the part in Command.Source, wrappers included. A part read
	// from a nested command string maps into the outer source where the
	// string is a plain quoted literal, and otherwise covers the whole string.
	Span Span
	// text is the part's own text: a slice of Command.Source, or of the
	// nested string the part was read from, never a copy of its own.
	text string
	// Words are the argv after peeling: Words[0] is the program word.
	// Prefix assignments (FOO=bar cmd) are not words.
	Words []Word
	// Program is the base name of Words[0] when it is literal ("rm" for
	// "/bin/rm"), and "" when the program is not a literal word.
	Program string
	// Wrappers are the programs peeled off the front, outermost first.
	Wrappers []Wrapper
	// Assigns are the prefix assignments, as written (NAME=value).
	Assigns []string
	// Redirs are the part's redirections, in order.
	Redirs []Redir
	// Feed says how the part's standard input is fed.
	Feed Feed
	// itemFeed is how the standard input of the outermost xargs wrapping
	// the part is fed (the items it appends come from there).
	itemFeed Feed
	// Pipe places the part in a pipeline; Pipe.ID is -1 when it stands in none.
	Pipe PipeRef
	// Depth is how many nested command strings enclose the part (0 at top).
	Depth int
	// Parent is the index of the part that hands this one its command string
	// (bash -c, ssh, find -exec, xargs, watch, git -c …), or -1.
	Parent int
	// Unreadable is set when this part cannot be read with certainty.
	Unreadable *Unreadable
	// away: the part was handed over to run away from where its parent
	// stands (ssh's remote command, a login shell's), in a directory the
	// reader cannot know.
	away bool
	// awayOwn: what runs away starts in a container's or pod's own
	// directory, not in a home (ssh's and su -'s start there).
	awayOwn bool
	// does is what the part's program writes and deletes beyond its
	// redirections (does.go), or nil.
	does *doings
	// line is what the reader learned about the whole line (the names it
	// may set: class_env.go), shared by its parts; nil for a part made
	// otherwise.
	line *lineFacts
	// rescoped: an earlier part of the line may have switched the
	// cluster, workspace or engine the part acts on (effects_rescope.go).
	rescoped bool
	// deletesOf is, for a part made to read another's deletes as rm
	// (eval_does.go), that part; nil otherwise.
	deletesOf *Part
	// madeRun: the part runs a file an earlier part wrote from literal
	// text, and was read as that text (read_madetext.go); nil otherwise.
	madeRun *madeRun
	// readsToo are paths the part reads that its words do not name as
	// they stand: a path through a link an earlier part of the line
	// made, with the link's target in place of its name
	// (effects_link_reads.go: `ln -s ~/.ssh/id_rsa k && cat k` reads
	// ~/.ssh/id_rsa), and the paths the stage feeding xargs prints
	// (effects_xargs_reads.go: `echo ~/.ssh/id_rsa | xargs cat`). Nil
	// for most parts.
	readsToo []Word
	// stdinShell: the part starts a shell with no command (`sudo -i`,
	// `su -`, `script`, `ssh host`), which runs what its standard input
	// brings as commands (read_stdinshell.go); shellAtStart, shellAway.
	stdinShell stdinShellKind
}

// Text returns the part's own text, wrappers included: the bytes of
// Command.Source that Span covers, or, for a part read from a nested
// string whose bytes do not stand as such in the source, the part's text
// in that string. It shares memory with them.
func (p *Part) Text() string { return p.text }

// Args returns the words after the program word.
func (p *Part) Args() []Word {
	if len(p.Words) == 0 {
		return nil
	}
	return p.Words[1:]
}

// Wrapper is a program peeled off the front of a part, with its own words
// (options and their values), such as `sudo -u op` or `timeout 10`.
type Wrapper struct {
	Name  string
	Words []Word
	Span  Span
}

// Feed says how a part's standard input is fed.
type Feed int

// The ways a part can be fed.
const (
	FeedNone       Feed = iota // the caller's standard input
	FeedPipe                   // the previous stage of a pipeline
	FeedHereString             // <<< word
	FeedHeredoc                // << EOF … EOF
	FeedFile                   // < file
	FeedProcSubst              // < <(…)
)

// PipeRef places a part in a pipeline.
type PipeRef struct {
	// ID identifies the pipeline within the command; -1 for none.
	ID int
	// Stage is the part's stage, from 0; Len is the number of stages.
	Stage, Len int
}

// Redir is one redirection of a part.
type Redir struct {
	// Op is the operator as written: ">", ">>", "<", "&>", ">|", "<<<", …
	Op string
	// Fd is the file descriptor written before the operator, or "".
	Fd string
	// Target is the file (or fd, for >&) the redirection names.
	Target Word
	// Writes reports whether the part writes Target through it.
	Writes bool
	// Reads reports whether the part reads Target through it.
	Reads bool
	// Body is a here-document's body (Target is its delimiter), or nil.
	Body *Word
	Span Span
}

// NodeKind is the kind of a [Node] in a command's tree.
type NodeKind int

// The kinds of node in a command's tree.
const (
	NodeScript     NodeKind = iota // the whole command line
	NodePart                       // a simple command (a leaf): Node.Part indexes Command.Parts
	NodeList                       // a list joined by Label: ";", "&&", "||", "&"
	NodePipeline                   // a pipeline: Label is "|" or "|&"
	NodeSubshell                   // ( … )
	NodeBlock                      // { … }
	NodeIf                         // if / elif / else
	NodeLoop                       // while, until, for, select: Label says which
	NodeCase                       // case … esac
	NodeFunc                       // a function body: Label is its name
	NodeSubst                      // $(…) or `…`: Label says which
	NodeProcSubst                  // <(…) or >(…)
	NodeHeredoc                    // a here-document body with expansions
	NodeAssign                     // an assignment's value
	NodeNested                     // a nested command string: Label names who runs it ("bash -c", "ssh", "find -exec", "xargs", …)
	NodeUnreadable                 // what could not be read: Label is the code
)

// Node is one node of a command's tree, for display.
type Node struct {
	Kind  NodeKind
	Label string
	Span  Span
	// Part is the index into Command.Parts for a NodePart, else -1.
	Part     int
	Children []*Node
}

// UnreadableCode names why something cannot be read. Each code is stable and
// appears in explanations and JSON.
type UnreadableCode string

// The reasons a command or part cannot be read with certainty.
const (
	UnreadableParse         UnreadableCode = "parse-error"           // the shell could not parse it (an unclosed quote, …)
	UnreadableEval          UnreadableCode = "eval"                  // eval, or source/. of a non-file, runs text built at run time
	UnreadableProgram       UnreadableCode = "dynamic-program"       // the program is not a literal word ($CMD, $(…))
	UnreadablePipeShell     UnreadableCode = "shell-from-pipe"       // a shell reads its script from a pipe
	UnreadableHereShell     UnreadableCode = "shell-from-herestring" // a shell reads its script from a here-string or here-document
	UnreadableProcShell     UnreadableCode = "shell-from-procsubst"  // a shell reads its script from a process substitution
	UnreadableNestedDynamic UnreadableCode = "dynamic-nested"        // a command string handed to a shell is not literal
	UnreadableDepth         UnreadableCode = "depth-limit"           // nested command strings go deeper than the limit
	UnreadableSize          UnreadableCode = "size-limit"            // the command is longer than the limit
	UnreadableWrapperOption UnreadableCode = "wrapper-option"        // a wrapper (sudo, env …) is given an option the reader does not know
	UnreadableNUL           UnreadableCode = "nul-byte"              // the command holds a NUL byte, where a program handed it stops reading
	UnreadableCR            UnreadableCode = "carriage-return"       // the command holds a carriage return, which bash keeps in a word and the reader does not
	UnreadableParts         UnreadableCode = "parts-limit"           // the command has more parts than the limit
	UnreadableWords         UnreadableCode = "words-limit"           // the parts have more words than the limit
	UnreadableWrites        UnreadableCode = "writes-limit"          // the parts write or delete more paths than the limit
	UnreadableNesting       UnreadableCode = "nesting-limit"         // constructs nest deeper than the limit
	UnreadableExplanation   UnreadableCode = "report-limit"          // the command's explanation would be larger than the limit
	UnreadableMadeRun       UnreadableCode = "made-then-run"         // a part runs a file that an earlier part of the line wrote, fetched, unpacked, copied or linked
	UnreadableRebound       UnreadableCode = "rebound"               // an earlier part rebinds what a later word means (an alias, a function named like a program, git config alias.*)
	UnreadableForeignCode   UnreadableCode = "foreign-code"          // a program runs literal code in a language the reader does not read (python -c, node -e, gdb's python) that is not a plain expression
	UnreadableLinkedThrough UnreadableCode = "deleted-through-link"  // a part deletes through a link an earlier part made, to a target the reader cannot place
	UnreadableSecondEval    UnreadableCode = "second-evaluation"     // bash reads a value as code a second time (arithmetic, ${!x}, ${x@P}, declare -n, printf -v) and the value is not known to be plain
	UnreadableRunsLater     UnreadableCode = "runs-later"            // a part writes a file that runs later where no ask sees it (cron, systemd, git hooks, a program's name on PATH)
	UnreadableBody          UnreadableCode = "body-unread"           // a runner runs a file on disk that cannot be read: larger than the bound, or a glob naming it that cannot be listed
)

// Unreadable is one thing in a command that cannot be read with certainty.
type Unreadable struct {
	Code UnreadableCode
	// Span is where it stands in Command.Source.
	Span Span
	// Detail is a sentence for a person: what could not be read and why.
	Detail string
	// Part is the index of the part it belongs to, or -1.
	Part int
	// within are the absolute directories a module-path variable names
	// that made the part unreadable: when they all lie in the directory
	// the part runs in, evaluation reads it after all
	// (effects_modpath_abs.go).
	within []string
	// guess: what the code says is a guess, not certain: a program
	// rebound by a made tree whose names the line does not hold
	// (effects_runs_guess.go).
	guess bool
	// repo: a git part whose repository is foreign to the workdir, marked
	// by the evaluation (eval_gitforeign.go).
	repo bool
	// names is the default whose effect the reader saw the part certainly
	// has, which its ask names instead of the floor (eval_floorname_reader.go).
	names string
}
