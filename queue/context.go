package queue

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// protectedFor lists the paths ozdesk guards for a command judged in rec:
// the store's directory (the store and anything beside it), this program's
// executable, the harness settings in rec's home, its project (Claude
// Code's CLAUDE_PROJECT_DIR) and its workdir and every directory above it
// (a command run in a subdirectory reaches the project's settings as
// ../.claude/settings.json), the home's and the system's harness settings,
// ozdesk's default store directory in the home and shell start-up files
// (patterns' tables: [patterns.GuardedPaths]
// lists the same), and the paths given with [WithProtected].
// Each is listed as given and, when a symbolic link leads to it, as the
// real path too, so that neither spelling escapes.
func (s *Service) protectedFor(rec ContextRecord) []string {
	if s.protectedBuilt != nil {
		s.protectedBuilt()
	}
	out := make([]string, 0, 256)
	// listed keeps the lookup of what out holds cheap: out runs to
	// hundreds of paths, and a scan of it for each was most of a hook's
	// context.
	listed := make(map[string]struct{}, 256)
	add := func(p string) {
		for _, q := range [2]string{p, s.paths.real(p)} {
			if _, ok := listed[q]; !ok {
				listed[q] = struct{}{}
				out = append(out, q)
			}
		}
	}
	if p := s.st.Path(); p != "" && !store.IsEtcd(p) {
		if abs, err := filepath.Abs(p); err == nil {
			add(storeGuarded(abs))
			// its side files beside it, where no directory of ozdesk's
			// holds them (rt53: a FIFO made at STORE.stamps was allowed)
			add(store.AskStampsPath(abs))
			add(store.UnreachedPath(abs))
		}
	}
	if s.exe != "" {
		add(s.exe)
	}
	wd := rec.Workdir
	if wd == "" {
		wd = rec.Cwd
	}
	for _, dir := range slices.Concat([]string{rec.Home, rec.Project}, ancestors(wd), ancestors(s.paths.real(wd))) {
		if !filepath.IsAbs(dir) {
			continue
		}
		for _, f := range patterns.HarnessSettings() {
			add(filepath.Join(dir, f))
		}
	}
	// The scripts the hook settings of the home and the project name
	// (the project: Claude Code's CLAUDE_PROJECT_DIR, else the workdir).
	project := rec.Project
	if project == "" {
		project = wd
	}
	for _, dir := range []string{rec.Home, project} {
		if filepath.IsAbs(dir) {
			for _, p := range hookScripts(dir, rec.Home, project) {
				add(p)
			}
		}
	}
	// The extensions and plugins the harnesses load from the project
	// (context_linked.go).
	for _, p := range linkedSources(rec.Home) {
		add(p)
	}
	for _, p := range linkedScripts(rec.Home, project) {
		add(p)
	}
	if rec.LoadsEnv {
		for _, p := range envFiles(rec.Home, project, wd) {
			add(p)
		}
	}
	homeStartup, systemStartup := patterns.ShellStartup()
	homeShadow, systemShadow := patterns.OzdeskOnPath()
	if filepath.IsAbs(rec.Home) {
		for _, d := range slices.Concat(patterns.HomeHarnessSettings(), homeStartup, homeShadow, patterns.HomeOzdeskPaths()) {
			add(filepath.Join(rec.Home, d))
		}
	}
	for _, p := range slices.Concat(patterns.SystemHarnessSettings(), patterns.SystemOzdeskPaths(), systemStartup, systemShadow) {
		add(p)
	}
	for _, p := range s.protected {
		add(p)
	}
	return out
}

// ancestors lists dir and every directory above it, up to the root; none
// for a path that is not absolute.
func ancestors(dir string) []string {
	if !filepath.IsAbs(dir) {
		return nil
	}
	var out []string
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		out = append(out, d)
		if d == filepath.Dir(d) {
			return out
		}
	}
}

// contextFor builds the context a command recorded with rec is judged in.
func (s *Service) contextFor(rec ContextRecord, agent, node string, egress []string) *patterns.Context {
	return s.contextLogged(rec, agent, node, egress, nil)
}

// contextLogged is [Service.contextFor] noting in looks each look at the
// file system that failed (nil: noted nowhere), so that the ask it
// causes can say why.
func (s *Service) contextLogged(rec ContextRecord, agent, node string, egress []string, looks *lookLog) *patterns.Context {
	gitConfig := gitConfigRunsFor(cmp.Or(rec.Workdir, rec.Cwd))
	// The guarded paths are built when a class first judges them, once:
	// most commands meet no rule that does (TestProtectedBuiltOnUse).
	protected := sync.OnceValue(func() []string { return s.protectedFor(rec) })
	names := &nameLooks{}
	return &patterns.Context{
		Cwd: rec.Cwd, Workdir: rec.Workdir, Home: rec.Home, DefaultBranch: rec.DefaultBranch,
		Egress: egress, ProtectedFrom: protected, Agent: agent, Node: node,
		RealPath: names.written, AskerPath: rec.askerPath(), OzdeskPid: ozdeskProcess, OzdeskGroup: ozdeskInGroup, OzdeskHost: ozdeskBelow,
		OzdeskCmdlines: sync.OnceValue(ozdeskCmdlines),
		DeskTmux:       sync.OnceValues(deskTmuxNames),
		HardLinked: func(p string) bool {
			linked, err := hardLinkedLook(p, protected())
			looks.note(err)
			return linked || err != nil
		},
		ShadowsOnPath: shadowsOnPath(os.Getenv("PATH")),
		GitTree: func(dir string, q patterns.GitTreeQuery) ([]string, error) {
			paths, err := gitTreePaths(dir, q)
			if !errors.Is(err, patterns.ErrNoGitTree) {
				looks.note(err)
			}
			return paths, err
		},
		ArchiveMembers: func(file, extractor string) ([]patterns.ArchiveMember, error) {
			members, err := archiveMembers(file, extractor)
			if !errors.Is(err, patterns.ErrNoArchive) {
				looks.note(err)
			}
			return members, err
		},
		GitConfigRuns: func(dir, gitDir string) (bool, bool, error) {
			runs, own, err := gitConfig(dir, gitDir)
			looks.note(err)
			return runs, own, err
		},
		ProjectFile: projectFileFor(cmp.Or(rec.Workdir, rec.Cwd), rec.Home),
		ScriptFile:  scriptFileFor(cmp.Or(rec.Workdir, rec.Cwd)),
		ScriptGlob:  scriptGlobFor(cmp.Or(rec.Workdir, rec.Cwd)),
		Executable:  executableFile,
		ProjectDir:  projectDirFor(cmp.Or(rec.Workdir, rec.Cwd)),
		GitRemoteURLs: func(dir string) ([]string, error) {
			urls, err := gitRemoteURLs(dir)
			looks.note(err)
			return urls, err
		},
	}
}

// Context returns the context an ask's command is judged in: its cwd, its
// home, the repository's default branch, the egress list, the paths ozdesk
// protects (its store's directory or file (storeGuarded), its executable, the harness settings
// that call it, and those given with [WithProtected]), the agent and the
// node. The egress list is read from the store (none when it is not made
// yet).
//
// An empty node is the service's own (the broker's, or the configured
// node: name; 'policy explain' on a fleet's node explains for that
// node, not for the host's name). In a fleet, a node no broker ever ran
// is refused as a rule's node scope is ([ErrUnknownNode]): the answer
// would be for a node that does not exist.
func (s *Service) Context(rec ContextRecord, agent, node string) (*patterns.Context, error) {
	if node == "" {
		node = s.node
	} else if err := s.checkNodeName(node); err != nil {
		return nil, err
	}
	var egress []string
	err := s.st.View(func(tx *store.Tx) error {
		var err error
		egress, _, err = s.effectiveEgress(tx)
		return err
	})
	if err != nil && !errors.Is(err, store.ErrNoStore) {
		return nil, fmt.Errorf("read the egress list: %w", err)
	}
	ctx := s.contextFor(rec, agent, node, egress)
	// The paths in full: the context is sent (the broker's answer) and
	// read (policy replay) whole.
	ctx.Protected, ctx.ProtectedFrom = ctx.ProtectedPaths(), nil
	return ctx, nil
}

// EvaluationOf decodes the evaluation recorded with an ask.
func EvaluationOf(a store.Ask) (*Evaluation, error) {
	if len(a.Verdict) == 0 {
		return nil, fmt.Errorf("ask %s has no recorded evaluation", a.ID)
	}
	var ev Evaluation
	if err := json.Unmarshal(a.Verdict, &ev); err != nil {
		return nil, fmt.Errorf("ask %s: decode its evaluation: %w", a.ID, err)
	}
	if ev.Command == "" { // a long command is kept once, with the ask
		ev.Command = a.Command
	}
	return &ev, nil
}

// askContext is the context a pending ask is judged in again (when a rule
// is written, say): from its record, or, for an ask without one, from the
// ask's own fields.
func (s *Service) askContext(a store.Ask, egress []string) *patterns.Context {
	rec := ContextRecord{Cwd: a.Cwd}
	if ev, err := EvaluationOf(a); err == nil {
		rec = ev.Context
	}
	return s.contextFor(rec, a.Agent, a.Node, egress)
}

// storeGuarded returns what of the store's place is guarded: its whole
// directory when the directory is ozdesk's own (named ozdesk, as the
// default ~/.local/state/ozdesk and /var/lib/ozdesk are), else the store
// file alone. A store placed in a shared folder (OZDESK_DB=~/desk.db, or
// beside the projects) would otherwise make every write below that folder
// a guard-tamper ask. The directories holding the store are guarded either
// way (moving or deleting one moves the store).
func storeGuarded(abs string) string {
	if dir := filepath.Dir(abs); filepath.Base(dir) == "ozdesk" {
		return dir
	}
	return abs
}
