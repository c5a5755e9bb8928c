package patterns

import (
	"path"
	"strings"
)

// Context is what classes judge an operand against: where the command runs
// and for whom. The caller fills it; the zero value means "nothing known",
// and every class then answers with the doubt that leaves (might, never
// certainly).
type Context struct {
	// Cwd is the directory the command runs in (the ask's working
	// directory), absolute.
	Cwd string
	// Workdir is the directory the agent's task owns; when empty, Cwd.
	Workdir string
	// Home is the home directory of the user the command runs as.
	Home string
	// DefaultBranch is the repository's default branch when known
	// (see [RepoDefaultBranch]); main, master, trunk, develop and the
	// shared production, prod, release and stable always count as default
	// branches too.
	DefaultBranch string
	// RepoBranch looks up the default branch of the repository holding a
	// directory (as [RepoDefaultBranch] does), for a part whose git runs
	// in another repository than Cwd's (after cd, git -C, --git-dir); nil
	// when the caller cannot look (a replay): see context_repo.go.
	RepoBranch func(dir string) string `json:"-"`
	// RealPath resolves an absolute path, as written (not cleaned: a
	// ".." after a symbolic link climbs from where the link leads), through
	// the symbolic links on the file system, as the kernel would when the
	// command writes it (rt18i #2: `ln -s ~ hh` in one call, `echo x >
	// hh/.claude/settings.json` in a later one); nil when the caller cannot
	// look (a replay, a test of the pure reading). The guarded-path class
	// judges the resolved path beside the written one, the stricter
	// verdict winning: see class_realpath.go.
	RealPath func(path string) string `json:"-"`
	// HardLinked reports whether an absolute path, as written, names a
	// regular file with more than one name (a hard link) on the file
	// system now (rt19i #2: `ln ~/.claude/settings.json x` in one call,
	// `echo '{}' > x` in a later one); nil when the caller cannot look.
	// Which other names it has cannot be known cheaply, so its write is
	// judged as a guarded one's: see class_realpath.go. A path ending in
	// "/" asks about a directory's entries: whether one of them is such a
	// file, true too when there are more than can be read cheaply (a
	// write into the directory that does not name its members). Below a
	// node_modules/ (a package store's files linked in) it counts only a
	// second name of a guarded file (rt21i #10).
	HardLinked func(path string) bool `json:"-"`
	// ShadowsOnPath reports whether an absolute path, as written, lies in
	// a directory on the harness's PATH and is named like a program found
	// in a directory later on PATH (rt21i #5: ~/.local/bin/jq before
	// /usr/bin/jq, a version manager's shims before the system's node):
	// a file written there runs in that program's place, in every later
	// line and hook command that runs it by name. nil when the caller
	// cannot look.
	ShadowsOnPath func(path string) bool `json:"-"`
	// GitTree answers which absolute paths a work-tree update would
	// write in the repository at dir ([GitTreeQuery]); nil when the
	// caller cannot look (a replay, a test of the pure reading). An error
	// (no repository the caller can read, an unknown ref, a patch it
	// cannot parse) makes [git-tree-change] a might: see class_gittree.go.
	GitTree func(dir string, q GitTreeQuery) ([]string, error) `json:"-"`
	// ArchiveMembers lists the members of the archive at an absolute
	// path, as its extractor ("tar", which may be bsdtar, or "unzip")
	// would read them ([ArchiveMember]), bounded
	// in size and count; nil when the caller cannot look (a replay, a
	// test of the pure reading). [ErrNoArchive] says there is no such
	// file; any other error (over the bounds, a format or compression
	// it does not read) makes the extraction a might: see
	// class_archivetree.go.
	ArchiveMembers func(file, extractor string) ([]ArchiveMember, error) `json:"-"`
	// GitConfigRuns reports whether the configuration of the repository
	// git runs in (from dir, or the git directory gitDir when the part
	// names one) sets a key that runs a program, and whether that
	// repository is the workdir's own; nil when the caller cannot look.
	// See class_gitdirconfig.go.
	GitConfigRuns func(dir, gitDir string) (runs, own bool, err error) `json:"-"`
	// GitRemoteURLs lists the URLs (url and pushurl) of the remotes the
	// repository holding dir configures, bounded in size; nil when the
	// caller cannot look. See class_pushaway_url.go.
	GitRemoteURLs func(dir string) ([]string, error) `json:"-"`
	// OzdeskPid reports whether the process with a pid runs ozdesk (the
	// desk, a broker, another agent's asker or hook), as the machine the
	// ask is judged on sees it now ([ozdesk-pid], F-kill-desk); nil when
	// the caller cannot look (a replay, a test of the pure reading).
	OzdeskPid func(pid int) bool `json:"-"`
	// OzdeskGroup reports whether a process of process group id (of
	// session id, with session) runs ozdesk, as OzdeskPid looks: `kill
	// -STOP -- -PGID` and `pkill -g PGID` stop the desk where any
	// process leads its group (issue 9); true where the caller cannot
	// tell (too many processes), nil where it cannot look. Asked only for
	// a line that signals a group or session.
	OzdeskGroup func(id int, session bool) bool `json:"-"`
	// OzdeskHost reports whether the process with a pid is an ancestor
	// of a running ozdesk other than the judging process's own (the
	// tmux server, terminal or sshd a desk runs under: its kill freezes
	// or ends the desk, fx52c); nil where the caller cannot look. Asked
	// only for a kill of a pid the line computes from literals.
	OzdeskHost func(pid int) bool `json:"-"`
	// OzdeskCmdlines lists the command lines of the ozdesk processes
	// running now (the desk, a broker; not the askers, hooks and policy
	// queries, whose lines hold the command judged) and of their
	// ancestors (the tmux server, shell or sshd a desk runs under: fx54e,
	// rt53 N7), each its words joined by blanks, bounded; nil where the
	// caller cannot look. Asked for a pkill's or pgrep's -f pattern that
	// no fixed line of ozdesk's matches (fx53b, rt50 A4: `pkill -f
	// 'store/desk.db'` picks the desk by its --db), and, as whether one
	// runs at all, for a kill of a calculator's number (fx54e, rt53 N2).
	OzdeskCmdlines func() []string `json:"-"`
	// DeskTmux lists the names of the tmux sessions that hold a running
	// desk's pane and of every window of those sessions, on the servers
	// the desks run under, as the machine the ask is judged on sees them
	// now; empty where the desks that run are none in tmux; ok false
	// where the caller cannot tell (no desk runs, which may start later;
	// a desk whose environment or server cannot be read).
	// nil where the caller cannot look. See tmux_desk_known.go.
	DeskTmux func() (names []string, ok bool) `json:"-"`
	// ProjectFile reads, bounded at max bytes, a file a runner takes what
	// it runs from: a package.json, a Makefile, a git configuration, a
	// script run by its path (body_eval.go); nil when the caller cannot
	// look (a replay, a test of the pure reading). [ErrNoProjectFile]
	// says there is no such file; any other error (past max, not a
	// regular file, a link out of the project, unreadable) leaves the
	// runner judged as it is without the file.
	ProjectFile func(path string, max int) ([]byte, error) `json:"-"`
	// ScriptFile reads, as ProjectFile does, a script a shell runs by its
	// path (`bash F`, `source F`, `./F`: body_script.go) wherever it is,
	// not only in the project: an agent that wrote `ozdesk queue approve
	// 27` into /tmp/s in one command approved its own ask with `bash
	// /tmp/s` in the next (rt49k N1). nil: scripts are read through
	// ProjectFile alone.
	ScriptFile func(path string, max int) ([]byte, error) `json:"-"`
	// Executable reports whether an absolute path names a file git runs
	// as a hook: a regular file (through links) with an execute bit, as
	// the machine the ask is judged on sees it now (body_githook.go); nil
	// where the caller cannot look: each hook there is read as run.
	Executable func(path string) bool `json:"-"`
	// ScriptGlob lists the files a glob naming a script a shell runs
	// matches (`bash scripts/w*.sh`, `bash /tmp/s[x]`: body_script.go),
	// as path.Match reads the absolute pattern, only its last element a
	// glob, in bash's order, or ROOT/**/NAME (find's `{}` run by its
	// path: body_findexec.go) walked below ROOT as find walks it by
	// default; an error past max matches or the walk's bounds, where a
	// directory's name holds a glob or the directory cannot be read
	// (then the runner asks). nil where the caller cannot look: the
	// runner is judged by its words, as before.
	ScriptGlob func(pattern string, max int) ([]string, error) `json:"-"`
	// ProjectDir lists the subdirectories of a directory of the project,
	// as ProjectFile reads its files: their names, an error past max
	// entries (the workspaces of `pnpm -r`, `npm --workspaces`:
	// body_workspace.go); nil when the caller cannot look.
	ProjectDir func(path string, max int) ([]string, error) `json:"-"`
	// AskerPath is the same resolution as the asker saw it, running as its
	// own account (protected mode: a broker that cannot read the asker's
	// home stops resolving there); nil when the asker sent none. Like
	// RealPath it can only make a verdict stricter: a path it leads into a
	// guarded place asks, one it leads elsewhere changes nothing.
	AskerPath func(path string) string `json:"-"`
	// Egress is the egress list: host names, a leading "*." allowed.
	Egress []string
	// Protected are paths ozdesk guards for itself (its store's directory,
	// its policy files): the [protected] class. Read them with
	// [Context.ProtectedPaths].
	Protected []string
	// ProtectedFrom, when not nil, gives the paths ozdesk guards in
	// Protected's stead, built only when a class first needs them: a
	// command that meets no rule judging them (ls -la, git status) costs
	// no list of hundreds of paths, each resolved through the links on
	// disk. It is called each time they are needed, so it must remember
	// what it built (sync.OnceValue) and always give the same paths.
	ProtectedFrom func() []string `json:"-"`
	// Agent is the agent asking; Node the machine it runs on.
	Agent, Node string
	// entryOnly: the paths judged are directory entries that are
	// removed or replaced, never followed (a work-tree update's paths,
	// class_gittree.go): a symbolic link there is judged as the link,
	// not as where it leads (class_realpath_entry.go).
	entryOnly bool
	// unbounded: the ask's workdir and cwd bound no task (see
	// [Context.bound]), kept when a part's Cwd moves with cd.
	unbounded bool
	// laundering: launderedPaths is filling its set, so a judgement it
	// asks for (a token's variable, stagesToken) that asks of laundered
	// paths again is answered with none, not a search begun anew.
	laundering bool
	// branchUnknown: the default branch of the repository the part runs
	// in is not known, so any branch might be it.
	branchUnknown bool
	// cmd is the command being evaluated, for the classes that judge a
	// word by the parts of its substitutions ([secret-value]); nil
	// outside an evaluation.
	cmd *Command
	// bodies is what a body read from disk, judged inside the evaluation
	// of the runner that runs it, shares with the runner's evaluation
	// (body_eval.go): nil outside one.
	bodies *bodyState
	// memo remembers what one evaluation learned of its words (an
	// evaluation weighs the evidence of several rules over the same
	// words); nil outside an evaluation.
	memo *evalMemo
	// opensIn is, for a part a wrapper runs elsewhere (`sudo -i bash <
	// F`, `env -C /tmp sh < F`), the directory of the shell that opens
	// its redirections, where Cwd is not (unknownDir when not known);
	// set only with opensMoved (eval_cwd_opens.go).
	opensIn    string
	opensMoved bool
}

// judgedStart is the size an evaluation's memo of judgements starts at:
// a short command judges some 60 words against classes, and a memo grown
// from empty was rehashed four times for them (55 K instructions of a
// hook call; issue 10).
const judgedStart = 64

// judgedPerPart is about how many judgements an evaluation makes per part
// of a long command: 64 KiB of 'ln -s ~/d… x; echo a > x/b; ' (962
// parts) made 33,670, and a memo grown to them from judgedStart was
// rehashed nine times (fx39c).
const judgedPerPart = 36

// judgedSize is the size the memo of judgements of cmd's evaluation starts
// at: judgedStart, or judgedPerPart for each part of a long command.
func judgedSize(cmd *Command) int {
	if cmd == nil {
		return judgedStart
	}
	return max(judgedStart, judgedPerPart*len(cmd.Parts))
}

// evalMemo is what an evaluation remembers: how each word was judged
// against each class, and each part's readings ([ReadArgs]).
type evalMemo struct {
	judged   judgedMemo
	readings map[*Part][]Reading
	stages   map[stageKey]*compiledStage
	shapes   map[shapeKey]shapeOf
	places   *placesMemo
	// laundered are the paths the line wrote from a secret
	// (class_secret_launder.go), once computed.
	laundered map[string]bool
	// shared is the policy's compiled stages (eval_shared.go), or nil.
	shared *stageCache
	// any is the evaluation's word of unknown value, and parts the
	// shapes of each part's words (match_scratch.go).
	any   *Word
	parts map[shapeKeyPart]partShapes
	// judging is the word judge is judging, and paths how each word it
	// judged reads as a path (match_scratch.go).
	judging *Word
	paths   map[shapeKey]pathOf
	// secretVars are the line's variables that hold a secret or a
	// token (class_secretvar.go), once computed.
	secretVars map[string]uint8
	// realInside are the places a resolved path may lie in without
	// being outside, by workdir (class_outside_real.go).
	realInside map[string][][]string
	// gitTree is how each git part was judged by [git-tree-change] in
	// its context (class_gittree.go): each judgement runs git.
	gitTree map[partInCtx]Judgement
	// archives is what each look at an archive extracted at the
	// project's top found (class_archivetree.go): each look reads it.
	archives map[partInCtx]archiveSeen
	// pushHead is how each bare git push was judged by [git-push-head]
	// (class_pushhead.go): each judgement runs git.
	pushHead map[partInCtx]Judgement
	// resolved is where each spelled path leads through the links on the
	// file system ([resolvedElsewhere]): [protected], [credentials] and
	// [home] each ask of the same word, and each look is system calls.
	resolved map[string][]string
	// holders indexes the command's words by the part holding each
	// (word_identity.go), once built.
	holders *wordHolders
	// substs is which parts of the command stand in a substitution
	// (subst_index.go), once walked.
	substs *substIndex
	// storeText is the store's paths [store-text] compares words
	// with, once computed for a context (class_storetext_memo.go).
	storeText *storeTextMemo
	// lowered is the program name lowered last (match_program_lower.go).
	lowered loweredProgram
	// rebound is where the command's last rebound part starts
	// (class_secret_passed.go), once computed.
	rebound reboundMemo
}

// shapeKey is a word's shape in a context.
type shapeKey struct {
	w   *Word
	ctx *Context
}

// shapeOf is a word's shape and how many words it may become.
type shapeOf struct {
	sh shape
	fl fields
}

// shapeOf returns wordShape and wordFields of *w, once per evaluation.
func (c *Context) shapeOf(w *Word) shapeOf {
	if c == nil || c.memo == nil {
		return shapeOf{wordShape(w, c), wordFields(w, c)}
	}
	k := shapeKey{w, c}
	if s, ok := c.memo.shapes[k]; ok {
		return s
	}
	s := shapeOf{wordShape(w, c), wordFields(w, c)}
	if c.memo.shapes == nil {
		c.memo.shapes = map[shapeKey]shapeOf{}
	}
	c.memo.shapes[k] = s
	return s
}

// stageKey is a pattern stage compiled for a program.
type stageKey struct {
	s       *Stage
	program string
}

// compile returns compileStage(s, program), once per evaluation: the
// compiled stage is shared, and not to be changed.
func (c *Context) compile(s *Stage, program string) *compiledStage {
	if c == nil || c.memo == nil {
		return compileStage(s, program)
	}
	if c.memo.shared != nil {
		return c.memo.shared.get(s, program).a
	}
	k := stageKey{s, program}
	if cs, ok := c.memo.stages[k]; ok {
		return cs
	}
	cs := compileStage(s, program)
	if c.memo.stages == nil {
		c.memo.stages = map[stageKey]*compiledStage{}
	}
	c.memo.stages[k] = cs
	return cs
}

// judgeKey is one judgement of one word of an evaluation. cls is the
// class's position in classRegistry plus one, or 0 for a name not there
// (the memo's chains tell classes apart by it: judge_memo.go).
type judgeKey struct {
	class, arg string
	w          *Word
	ctx        *Context
	cls        int32
}

// judge judges *w against a class as [JudgeClass] does, once per
// evaluation: w must not change while the evaluation runs.
func (c *Context) judge(class, arg string, w *Word) Judgement {
	if c == nil || c.memo == nil {
		return JudgeClass(class, arg, *w, c)
	}
	at, ok := lookupClassAt(class)
	if !ok {
		return Judgement{} // JudgeClass's answer for a class not known
	}
	k := judgeKey{class, arg, w, c, int32(at) + 1}
	if w.Span == (Span{}) && w.Raw == "" && len(w.Segs) == 1 && w.Segs[0] == (Seg{Kind: SegParam}) {
		k.w = nil // a word of unknown value (anyWord): each matcher has its own
	}
	if j, ok := c.memo.judged.get(k); ok {
		return j
	}
	was := c.memo.judging
	c.memo.judging = w
	j := judgeClassDef(&classRegistry[at], arg, *w, c)
	c.memo.judging = was
	c.memo.judged.put(k, j, judgedSize(c.cmd))
	return j
}

// readArgs returns [ReadArgs] of p, once per evaluation: the readings
// are shared, and not to be changed.
func (c *Context) readArgs(p *Part) []Reading {
	if c == nil || c.memo == nil {
		return ReadArgs(p)
	}
	if r, ok := c.memo.readings[p]; ok {
		return r
	}
	r := ReadArgs(p)
	if c.memo.readings == nil {
		c.memo.readings = map[*Part][]Reading{}
	}
	c.memo.readings[p] = r
	return r
}

// ProtectedPaths returns the paths ozdesk guards in c: what
// ProtectedFrom gives when it is set, else Protected.
func (c *Context) ProtectedPaths() []string {
	if c.ProtectedFrom != nil {
		return c.ProtectedFrom()
	}
	return c.Protected
}

// WorkdirOrCwd returns Workdir, or Cwd when Workdir is empty.
func (c *Context) WorkdirOrCwd() string {
	if c.Workdir != "" {
		return c.Workdir
	}
	return c.Cwd
}

// bound returns the directory deletes are judged inside or outside of
// ([outside-workdir], [inside-workdir]), or "" when none can be judged.
// A workdir of /, of the home directory or of a directory holding it
// bounds no task: deleting there is not deleting outside it, so it would
// switch cmd.delete-outside off. The cwd bounds instead when it is
// narrower (below the workdir, not broad itself); otherwise nothing does,
// and every delete outside the temporary directories might be outside.
func (c *Context) bound() string {
	if c.unbounded {
		return ""
	}
	wd := c.WorkdirOrCwd()
	if wd == "" || !c.broad(wd) {
		return wd
	}
	if c.Workdir != "" && c.Cwd != "" && !c.broad(c.Cwd) && within(cleanAbs(c.Cwd), cleanAbs(wd)) {
		return c.Cwd
	}
	return ""
}

// broad reports whether dir is too wide to be a task's workdir: /, the
// home directory or a directory holding it; with no home known, a
// directory where homes live (/home) or one of its entries (/home/op).
func (c *Context) broad(dir string) bool {
	dir = cleanAbs(dir)
	if dir == "/" {
		return true
	}
	if c.Home != "" {
		return within(cleanAbs(c.Home), dir)
	}
	for _, r := range homeRoots {
		if dir == r || path.Dir(dir) == r {
			return true
		}
	}
	return false
}

// movedTo returns the context of a part that runs in dir, moved there by
// cd: the workdir stays the ask's (or, bounding nothing, none).
func (c *Context) movedTo(dir string) *Context {
	m := *c
	m.Workdir = c.bound()
	m.unbounded = m.Workdir == ""
	m.Cwd = dir
	m.opensIn, m.opensMoved = "", false
	return &m
}

// movedAway is movedTo, and for a directory in awayHome (a remote host's
// or another user's home), that home as the home.
func (c *Context) movedAway(dir string) *Context {
	m := c.movedTo(dir)
	if dir == awayHome || strings.HasPrefix(dir, awayHome+"/") {
		m.Home = awayHome
	}
	return m
}
