package queue

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// DefaultCorpusLimit is how many of the newest evaluations [Service.LoadCorpus]
// reads when no limit is given.
const DefaultCorpusLimit = 10000

// corpusChunk is how many audit entries a corpus load reads at a time,
// walking back from the newest.
const corpusChunk = 4096

// Corpus holds recorded commands, read once, for counting what a pattern
// would match while an operator edits it. It also holds the policy of the
// moment it was loaded (the operators' rules, the fallback, the egress
// list), against which a rule being edited is previewed: load it again
// when the store changes. A Corpus is read-only once loaded and safe for
// concurrent use.
type Corpus struct {
	// entries are the distinct recorded commands, newest first.
	entries []corpusEntry
	// total counts the evaluations read (entries counts them once per
	// distinct command, cwd and agent).
	total int
	// byProgram lists, per program name, the entries with a part that
	// runs it; unknown the entries with a part whose program is not
	// known; unreadable the entries with anything unreadable. Each list
	// is in entries' order.
	byProgram           map[string][]int
	unknown, unreadable []int

	// rules are the stored rules in order.
	rules    []store.Rule
	settings store.Settings
	egress   []string
	loaded   time.Time

	// handle and distinct describe a corpus kept elsewhere (see
	// [RemoteCorpus]): it holds no entries here.
	handle   string
	distinct int
}

// corpusEntry is one distinct recorded command, read once, with the
// context it was judged in and its outcome under the corpus's policy.
type corpusEntry struct {
	command, agent, node string
	time                 time.Time // its newest evaluation
	count                int       // how many evaluations it stands for
	cmd                  *patterns.Command
	ctx                  *patterns.Context
	outcome              patterns.Outcome
	// moves reports a part that changes the directory later parts run
	// in (cd, pushd, popd): their operands are judged in another context
	// than ctx, so a preview judges such an entry whole.
	moves bool
}

// corpusRecord is the part of an [Evaluation] a corpus reads.
type corpusRecord struct {
	Time    time.Time     `json:"time"`
	Command string        `json:"command"`
	Agent   string        `json:"agent"`
	Node    string        `json:"node"`
	Context ContextRecord `json:"context"`
}

// Len returns the number of distinct recorded commands (by command, cwd
// and agent).
func (c *Corpus) Len() int {
	if c.handle != "" {
		return c.distinct
	}
	return len(c.entries)
}

// Total returns the number of recorded evaluations read.
func (c *Corpus) Total() int { return c.total }

// Loaded returns when the corpus was read.
func (c *Corpus) Loaded() time.Time { return c.loaded }

// LoadCorpus reads the evaluations recorded since the given time (at most
// limit of the newest; [DefaultCorpusLimit] when limit <= 0), in one read
// transaction with the policy of the moment. Identical evaluations (same
// command, cwd and agent) are kept once, with a count; each command is
// read (parsed) once, and judged once under that policy. The walk goes
// back from the newest entry and stops at the limit, or after a stretch
// of entries all older than since (entries are appended in time order,
// give or take the clocks of the processes writing them).
func (s *Service) LoadCorpus(since time.Time, limit int) (*Corpus, error) {
	if limit <= 0 {
		limit = DefaultCorpusLimit
	}
	c := &Corpus{byProgram: map[string][]int{}, loaded: s.now()}
	var recs []corpusRecord
	err := s.st.View(func(tx *store.Tx) error {
		ps, err := s.readPolicyState(tx)
		if err != nil {
			return err
		}
		c.rules, c.settings, c.egress = ps.rules, ps.settings, ps.egress
		recs, err = newestEvaluations(tx, since, limit)
		return err
	})
	switch {
	case errors.Is(err, store.ErrNoStore):
		c.settings = store.DefaultSettings()
	case err != nil:
		return nil, fmt.Errorf("load recorded commands: %w", err)
	}
	pol, err := s.corpusPolicy(c, nil, store.Place{})
	if err != nil {
		return nil, fmt.Errorf("load recorded commands: %w", err)
	}
	s.fillCorpus(c, recs, pol)
	return c, nil
}

// newestEvaluations reads the records of the newest "evaluate" entries,
// newest first, walking back from the head of the audit trail a chunk at
// a time.
func newestEvaluations(tx *store.Tx, since time.Time, limit int) ([]corpusRecord, error) {
	info, err := tx.Info()
	if err != nil {
		return nil, err
	}
	// A trail cut before starts after its base: below it are no entries,
	// and a read from below would start at the base again.
	base, err := tx.AuditBase()
	if err != nil {
		return nil, err
	}
	var recs []corpusRecord
	for hi := info.Audit.Seq; hi > base.Seq && len(recs) < limit; {
		lo := max(hi-min(hi, corpusChunk), base.Seq)
		entries, err := tx.AuditSince(lo, int(hi-lo))
		if err != nil {
			return nil, err
		}
		recent := false
		for i := len(entries) - 1; i >= 0 && len(recs) < limit; i-- {
			e := entries[i]
			if e.Time.Before(since) {
				continue
			}
			recent = true
			if e.Kind != store.KindEvaluate {
				continue
			}
			var r corpusRecord
			if err := json.Unmarshal(e.Data, &r); err != nil {
				return nil, fmt.Errorf("audit entry %d: decode its evaluation: %w", e.Seq, err)
			}
			if r.Command == "" { // a long command, referred to by hash
				r.Command = e.Command
			}
			recs = append(recs, r)
		}
		if !recent {
			break
		}
		hi = lo
	}
	return recs, nil
}

// fillCorpus dedupes the records, reads each command once, indexes the
// entries by program and judges each under pol.
func (s *Service) fillCorpus(c *Corpus, recs []corpusRecord, pol *patterns.Policy) {
	type key struct{ command, cwd, agent string }
	seen := make(map[key]int, len(recs))
	reader := patterns.NewReader()
	for _, r := range recs {
		c.total++
		k := key{r.Command, r.Context.Cwd, r.Agent}
		if i, ok := seen[k]; ok {
			c.entries[i].count++
			continue
		}
		seen[k] = len(c.entries)
		e := corpusEntry{command: r.Command, agent: r.Agent, node: r.Node, time: r.Time, count: 1,
			cmd: reader.Read(r.Command), ctx: s.contextFor(r.Context, r.Agent, r.Node, c.egress)}
		e.outcome = pol.Evaluate(e.cmd, e.ctx, c.loaded).Outcome
		e.moves = movesDir(e.cmd)
		c.index(len(c.entries), e.cmd)
		c.entries = append(c.entries, e)
	}
}

// index files entry i under the programs its parts run.
func (c *Corpus) index(i int, cmd *patterns.Command) {
	if !cmd.Readable() {
		c.unreadable = append(c.unreadable, i)
	}
	unknown := len(cmd.Parts) == 0 && !cmd.Readable()
	for _, p := range cmd.Parts {
		if p.Program == "" {
			unknown = true
			continue
		}
		if l := c.byProgram[p.Program]; len(l) == 0 || l[len(l)-1] != i {
			c.byProgram[p.Program] = append(l, i)
		}
	}
	if unknown {
		c.unknown = append(c.unknown, i)
	}
}

// movesDir reports whether a part of cmd changes the directory of the
// parts after it, as [patterns.Policy.Evaluate] follows (cd, pushd, popd).
func movesDir(cmd *patterns.Command) bool {
	for _, p := range cmd.Parts {
		switch p.Program {
		case "cd", "pushd", "popd":
			return true
		}
	}
	return false
}

// corpusPolicy compiles the corpus's rules with extra placed among them
// at at (extra nil: the corpus's policy as loaded).
func (s *Service) corpusPolicy(c *Corpus, extra *patterns.Rule, at store.Place) (*patterns.Policy, error) {
	ids := make([]string, len(c.rules))
	for i, r := range c.rules {
		ids[i] = r.ID
	}
	return s.compilePolicy(c.rules, c.settings, placeIndex(ids, at), extra)
}

// placeIndex is where a new rule placed at at goes among ids: the index
// it takes. A place naming a rule not there is the end.
func placeIndex(ids []string, at store.Place) int {
	switch {
	case at.First:
		return 0
	case at.Before != "":
		for i, id := range ids {
			if id == at.Before {
				return i
			}
		}
	case at.After != "":
		for i, id := range ids {
			if id == at.After {
				return i + 1
			}
		}
	}
	return len(ids)
}
